import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticSvg } from "./static-svg";

describe("StaticSvg on the server", () => {
  it("renders its drawing with an id the browser finds it by, and keeps the svg's own attributes", () => {
    const html = renderToString(
      <StaticSvg contentKey="roof" viewBox="0 0 10 10" role="img" aria-label="Dach">
        <circle cx="5" cy="5" r="4" />
      </StaticSvg>,
    );
    expect(html).toMatch(/^<svg viewBox="0 0 10 10" role="img" aria-label="Dach" id="[^"]+">/);
    expect(html).toContain('<circle cx="5" cy="5" r="4"></circle>');
    expect(html).not.toContain("contentKey");
  });
});
