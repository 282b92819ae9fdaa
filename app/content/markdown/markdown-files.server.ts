import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folders under app/content whose sub-folders hold Markdown files. */
export type MarkdownArea = "blog" | "legal";

/**
 * Where an area's Markdown files are: beside a bundle (build/content/<area>, copied there by
 * scripts/build-server.mjs; found from build/app-server.mjs and from React Router's server chunks in
 * build/server/assets/), beside this module (source, tests, the build's prerendering), else under the
 * working directory. A deployed build/ without the sources finds its own copy whatever the working directory. Read with
 * fs rather than imported, so that Vite, esbuild and plain Node (the end-to-end tests) read them alike.
 */
export function markdownDir(area: MarkdownArea): string {
  const besideModule = [`./content/${area}/`, `../content/${area}/`, `../../content/${area}/`, `../${area}/`];
  const candidates = [
    ...besideModule.map((relative) => fileURLToPath(new URL(relative, import.meta.url))),
    path.resolve(process.cwd(), "app/content", area),
  ];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`No Markdown content for ${area}: looked in ${candidates.join(", ")}`);
  return found;
}

/**
 * The Markdown files in the sub-folders of `dir`, as "<label>/<folder>/<file>.md" → source:
 * the label names the folder in error messages ("app/content/blog").
 */
export function readMarkdownFiles(dir: string, label: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!folder.isDirectory()) continue;
    for (const name of readdirSync(path.join(dir, folder.name)).sort())
      if (name.endsWith(".md"))
        files[`${label}/${folder.name}/${name}`] = readFileSync(path.join(dir, folder.name, name), "utf8");
  }
  return files;
}
