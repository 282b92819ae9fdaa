import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { languages } from "../lib/i18n";
import { fixedPageKinds, routeModuleOf, type PageKind } from "./page-kinds";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const kinds: PageKind[] = [...(Object.keys(fixedPageKinds) as PageKind[]), "city", "blogPost"];

describe("page kinds", () => {
  it("name a route module that exists for every kind in every language", () => {
    const missing = kinds.flatMap((kind) =>
      languages.map((lang) => routeModuleOf(kind, lang)).filter((file) => !existsSync(`${appDir}${file}`)),
    );
    expect(missing).toEqual([]);
  });

  it("derive the module from the kind in kebab-case unless it is an exception", () => {
    expect(routeModuleOf("greenRoof", "fr")).toBe("routes/green-roof.tsx");
    expect(routeModuleOf("blogPost", "de")).toBe("routes/blog-post.tsx");
    expect(routeModuleOf("imprint", "de")).toBe("routes/legal.tsx");
    expect(routeModuleOf("contact", "de")).toBe("routes/contact.tsx");
    expect(routeModuleOf("contact", "it")).toBe("routes/contact-regional.tsx");
  });
});
