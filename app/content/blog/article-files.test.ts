import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blogSlugsSource, BLOG_SLUGS_FILE } from "#scripts/generate-blog-slugs.mjs";
import { readBlogArticles } from "#scripts/blog-articles.mjs";
import { languages } from "#app/lib/i18n";
import { markdownDir, readMarkdownFiles } from "../markdown/markdown-files.server";
import { articlesFromFiles } from "./article-files";
import { articlesFromMarkdown } from "./articles.server";
import { slugTableProblems } from "./validate";

const blogDir = markdownDir("blog");
let workDir: string | undefined;

/** A copy of the blog folder in a temporary directory, to add or break files in. */
function blogCopy(): string {
  workDir = mkdtempSync(path.join(tmpdir(), "blog-md-"));
  const dir = path.join(workDir, "blog");
  cpSync(blogDir, dir, { recursive: true, filter: (source) => !path.extname(source) || source.endsWith(".md") });
  return dir;
}

afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

/** Writes a new article "winter-care" as its four Markdown files, retold from output-loss with new slugs. */
function writeNewArticle(dir: string) {
  for (const lang of languages) {
    const source = readFileSync(path.join(blogDir, "output-loss", `${lang}.md`), "utf8")
      .replace(/^slug: .*$/m, `slug: winter-care-${lang}`)
      .replace(/^title: .*$/m, `title: Winter care (${lang})`);
    writeFileSync(path.join(dir, "winter-care", `${lang}.md`), source, { flag: "w" });
  }
}

describe("a new article", () => {
  it("is picked up from its four Markdown files alone", () => {
    const dir = blogCopy();
    cpSync(path.join(dir, "output-loss"), path.join(dir, "winter-care"), { recursive: true });
    writeNewArticle(dir);

    const articles = articlesFromFiles(readMarkdownFiles(dir, "app/content/blog"));
    const added = articles["winter-care"]!;
    expect(Object.keys(added.languages).sort()).toEqual([...languages].sort());
    expect(added.slugs).toEqual({
      de: "winter-care-de",
      fr: "winter-care-fr",
      it: "winter-care-it",
      en: "winter-care-en",
    });
    expect(added.languages.it!.title).toBe("Winter care (it)");
    expect(added.cover).toBe("/images/blog-output-loss.webp");

    // The slug table for the route table: the checked-in one lacks it until it is regenerated from the files.
    expect(slugTableProblems(undefined, articles)).toEqual([
      "winter-care: is not in blog-slugs.ts; run npm run generate:blog",
    ]);
    const generated = readBlogArticles(dir);
    expect(generated.map((a) => a.key)).toContain("winter-care");
    expect(slugTableProblems(generated, articles)).toEqual([]);
  });

  it("that lacks a language is reported", () => {
    const dir = blogCopy();
    rmSync(path.join(dir, "output-loss", "it.md"));
    const articles = articlesFromFiles(readMarkdownFiles(dir, "app/content/blog"));
    expect(slugTableProblems(readBlogArticles(dir), articles)).toContain("output-loss: has no it.md");
  });
});

describe("a broken article file fails with its file and what is wrong", () => {
  const file = "app/content/blog/output-loss/fr.md";
  const source = readFileSync(path.join(blogDir, "output-loss", "fr.md"), "utf8");
  const load = (text: string) => () => articlesFromFiles({ [file]: text });

  it("names a missing field", () => {
    expect(load(source.replace(/^title: .*\n/m, ""))).toThrow(`${file}: frontmatter field "title"`);
  });

  it("names a date that is not YYYY-MM-DD", () => {
    expect(load(source.replace(/^date: .*$/m, "date: 6. Mai 2025"))).toThrow(
      `${file}: frontmatter field "date": write the date as YYYY-MM-DD`,
    );
  });

  it("names a misspelt field", () => {
    expect(load(source.replace(/^author:/m, "autor:"))).toThrow(/frontmatter .*"autor"/);
  });

  it("names an unknown placeholder", () => {
    expect(load(source.replace("{{soilingLossPercent.light.from}}", "{{soilingLossPercent.light.min}}"))).toThrow(
      `${file}: unknown placeholder {{soilingLossPercent.light.min}}`,
    );
  });

  it("names the line of formatting the pages do not show", () => {
    const lines = source.split("\n");
    const at = lines.findIndex((line) => line.startsWith("## "));
    lines[at] = "#### Too deep";
    expect(load(lines.join("\n"))).toThrow(`${file}:${at + 1}: uses a level-4 heading; write ## or ###`);
    lines[at] = "Some **bold** words.";
    expect(load(lines.join("\n"))).toThrow(`${file}:${at + 1}: has strong formatting, which the pages do not show`);
  });

  it("rejects a file name that is not <article>/<language>.md", () => {
    expect(() => articlesFromFiles({ "app/content/blog/output-loss/es.md": source })).toThrow("(de, fr, it or en)");
  });
});

describe("the site's articles", () => {
  it("have a generated slug table that is up to date (npm run generate:blog)", async () => {
    expect(readFileSync(BLOG_SLUGS_FILE, "utf8")).toBe(await blogSlugsSource());
  });

  it("have their cover drawn as SVG and written as WebP", () => {
    for (const { key, cover } of Object.values(articlesFromMarkdown)) {
      const name = path.basename(cover, ".webp");
      expect(existsSync(`scripts/image-sources/${name}.svg`), `${key}: scripts/image-sources/${name}.svg`).toBe(true);
      expect(existsSync(`public${cover}`), `${key}: public${cover}`).toBe(true);
    }
  });
});
