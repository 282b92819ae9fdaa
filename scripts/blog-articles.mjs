// Reads what the route table and the image script need from the blog's Markdown files
// (app/content/blog/<key>/<lang>.md): each article's kind, cover and slug per language. The
// pages themselves read the files through app/content/blog/article-files.ts, which checks them fully.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BLOG_DIR = path.join(ROOT, "app/content/blog");
const LANGUAGES = ["de", "fr", "it", "en"];

/** The frontmatter of one Markdown file; placeholders stay as written. */
function frontmatter(file) {
  const match = readFileSync(file, "utf8").match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
  if (!match) throw new Error(`${path.relative(ROOT, file)}: has no frontmatter`);
  return parse(match[1]);
}

/**
 * Every article folder's key, kind ("post" unless the files say "article"), cover, date and slugs,
 * oldest first (by the date of its first language, German), as the route table lists them.
 */
export function readBlogArticles(dir = BLOG_DIR) {
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders
    .map(({ name: key }) => {
      const files = LANGUAGES.filter((lang) => readdirSync(path.join(dir, key)).includes(`${lang}.md`));
      const metas = files.map((lang) => [lang, frontmatter(path.join(dir, key, `${lang}.md`))]);
      if (!metas.length) return undefined;
      const [, first] = metas[0];
      return {
        key,
        type: first.type ?? "post",
        cover: first.cover,
        date: String(first.date),
        slugs: Object.fromEntries(metas.map(([lang, meta]) => [lang, meta.slug])),
      };
    })
    .filter(Boolean)
    .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}
