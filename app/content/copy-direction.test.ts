import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "..");
const contentDir = path.join(appDir, "content");
const featuresDir = path.join(appDir, "features");
/** Copy only the server reads: the browser bundle must not carry it. */
const serverOnlyCopy = ["mail", "assistant"].map((area) => path.join(contentDir, area));
/** Copy the server hands the page one language at a time: the browser code may name only its types. */
const viewCopy = path.join(contentDir, "offer-page");

const isInside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || isInside(file, path.join(appDir, "test"));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** A relative or `#app/` import specifier as an absolute path without extension. */
const resolveImport = (file: string, specifier: string) =>
  specifier.startsWith("#app/")
    ? path.join(appDir, specifier.slice("#app/".length))
    : path.resolve(path.dirname(file), specifier);

/** The app files a module imports (by a relative path or `#app/`), as absolute paths without extension. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+|#app\/[^"]+)"/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => resolveImport(file, specifier));
}

/** Like relativeImports, but only the imports that load code when the module runs (not `import type`). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s*"(\.{1,2}\/[^"]+|#app\/[^"]+)"/gm),
  ].map((m) => m[1]!);
  return specifiers.map((specifier) => resolveImport(file, specifier));
}

describe("copy and code depend in one direction", () => {
  const files = sourceFiles(appDir).filter((file) => !isTest(file));

  it("content never imports a feature: features import their copy, and both read the figures in app/domain", () => {
    const wrong = files
      .filter((file) => isInside(file, contentDir))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => isInside(target, featuresDir))
          .map((target) => `${path.relative(appDir, file)} → ${path.relative(appDir, target)}`),
      );
    expect(wrong).toEqual([]);
  });

  it("no client module imports the mail or assistant copy", () => {
    const wrong = files
      .filter((file) => !file.endsWith(".server.ts") && !serverOnlyCopy.some((dir) => isInside(file, dir)))
      .flatMap((file) =>
        relativeImports(file)
          .filter((target) => serverOnlyCopy.some((dir) => isInside(target, dir)))
          .map((target) => `${path.relative(appDir, file)} → ${path.relative(appDir, target)}`),
      );
    expect(wrong).toEqual([]);
  });

  it("no client module loads the offer page's copy: the server puts one language into the page's view", () => {
    const wrong = files
      .filter((file) => !file.endsWith(".server.ts") && !isInside(file, viewCopy))
      .flatMap((file) =>
        runtimeImports(file)
          .filter((target) => isInside(target, viewCopy))
          .map((target) => `${path.relative(appDir, file)} → ${path.relative(appDir, target)}`),
      );
    expect(wrong).toEqual([]);
  });
});
