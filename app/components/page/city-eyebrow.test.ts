import { describe, expect, it } from "vitest";
import { cityEyebrow } from "./city-page";

describe("city page eyebrow", () => {
  it("names the region and the place, once", () => {
    expect(cityEyebrow({ region: "Nordwestschweiz", name: "Liestal" })).toBe("Nordwestschweiz · Liestal");
    expect(cityEyebrow({ region: "Kanton Aargau", name: "Aargau" })).toBe("Kanton Aargau");
  });
});
