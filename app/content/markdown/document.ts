import type { Nodes, Parents, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { Lang } from "#app/lib/i18n";
import type { Block } from "../rich-text";
import { fillPlaceholders } from "./placeholders";

/**
 * Long-form Markdown (blog articles, legal pages) read into the typed blocks the pages render.
 * A file is YAML frontmatter between "---" lines, then a body:
 * - paragraphs before the first heading are the introduction;
 * - "## " and "### " are the headings (h2, h3), "- " and "1. " the lists, "| … |" a table;
 * - a paragraph "Table: …" right before a table is the table's caption;
 * - a quote whose first paragraph is bold is a callout: "> **Title**", ">", "> Text.";
 * - inline, only links: "[Kontakt](page:contact)", "[…](/kontakt)"; a text keeps its Markdown
 *   source, which the page's inline renderer reads as it reads the other copy.
 * Figures come from placeholders (placeholders.ts). Anything else fails with the file and line.
 */
export interface MarkdownBody {
  intro: string[];
  blocks: Block[];
}

export class MarkdownContentError extends Error {
  override name = "MarkdownContentError";
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** The file's frontmatter, checked by the schema, and its body; placeholders filled in both. */
export function parseMarkdownFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  lang: Lang,
  schema: Schema,
): { frontmatter: z.infer<Schema>; body: MarkdownBody } {
  const { text, problems } = fillPlaceholders(source, lang);
  if (problems.length) throw new MarkdownContentError(`${file}: ${problems.join("; ")}`);
  const match = text.match(frontmatterPattern);
  if (!match) throw new MarkdownContentError(`${file}: has no frontmatter between "---" lines at the top`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new MarkdownContentError(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const checked = schema.safeParse(data);
  if (!checked.success) {
    const fields = checked.error.issues.map((issue) => `field "${issue.path.join(".") || "(all)"}": ${issue.message}`);
    throw new MarkdownContentError(`${file}: frontmatter ${fields.join("; ")}`);
  }
  const body = text.slice(match[0].length);
  const lineOffset = match[0].split("\n").length - 1;
  return { frontmatter: checked.data, body: parseMarkdownBody(body, (line) => `${file}:${line + lineOffset}`) };
}

/** The introduction and blocks of a Markdown body; `where` names a line in errors. */
export function parseMarkdownBody(
  body: string,
  where: (line: number) => string = (line) => `line ${line}`,
): MarkdownBody {
  const tree = fromMarkdown(body, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
  const fail = (node: Nodes, problem: string): never => {
    throw new MarkdownContentError(`${where(node.position?.start.line ?? 0)}: ${problem}`);
  };
  /** The Markdown source of a node's inline content, checked to hold only text and links. */
  const inline = (node: Parents, allowed: readonly string[] = ["text", "link"]): string => {
    const children = node.children as PhrasingContent[];
    for (const child of children)
      if (!allowed.includes(child.type)) fail(child, `has ${child.type} formatting, which the pages do not show`);
    const first = children[0]?.position;
    const last = children.at(-1)?.position;
    if (!first || !last) return "";
    return body.slice(first.start.offset, last.end.offset);
  };
  const onlyParagraph = (node: Parents): string => {
    const [child, ...rest] = node.children as RootContent[];
    if (child?.type !== "paragraph" || rest.length) fail(node, "must hold one paragraph");
    return inline(child as Parents);
  };

  const intro: string[] = [];
  const blocks: Block[] = [];
  let caption: { text: string; node: Nodes } | undefined;
  for (const node of tree.children) {
    if (caption && node.type !== "table") fail(caption.node, `the caption "Table: …" is not followed by a table`);
    switch (node.type) {
      case "heading":
        if (node.depth !== 2 && node.depth !== 3) fail(node, `uses a level-${node.depth} heading; write ## or ###`);
        blocks.push({ type: node.depth === 2 ? "h2" : "h3", text: inline(node) });
        break;
      case "paragraph": {
        const text = inline(node);
        if (text.startsWith("Table: ")) caption = { text: text.slice("Table: ".length), node };
        else if (blocks.length === 0) intro.push(text);
        else blocks.push({ type: "p", text });
        break;
      }
      case "list":
        blocks.push({ type: node.ordered ? "ol" : "ul", items: node.children.map(onlyParagraph) });
        break;
      case "blockquote": {
        const [title, text, ...rest] = node.children;
        const strong = title?.type === "paragraph" && title.children.length === 1 ? title.children[0] : undefined;
        if (strong?.type !== "strong" || text?.type !== "paragraph" || rest.length)
          fail(node, 'a callout is "> **Title**", an empty ">" line and "> Text."');
        blocks.push({ type: "callout", title: inline(strong as Parents), text: inline(text as Parents) });
        break;
      }
      case "table": {
        if (!caption) fail(node, 'a table needs a caption: a paragraph "Table: …" right before it');
        const [head, ...rows] = node.children.map((row) => row.children.map((cell) => inline(cell)));
        blocks.push({ type: "table", caption: caption!.text, head: head!, rows });
        caption = undefined;
        break;
      }
      default:
        fail(node, `has a ${node.type}, which articles and legal pages do not use`);
    }
  }
  if (caption) fail(caption.node, `the caption "Table: …" is not followed by a table`);
  return { intro, blocks };
}
