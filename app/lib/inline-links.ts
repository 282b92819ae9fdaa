/** Splits text with Markdown-style links "[label](/path)" into text and link parts. Pure. */
export type InlinePart = { type: "text"; text: string } | { type: "link"; text: string; href: string };

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: "text", text: text.slice(last, index) });
    parts.push({ type: "link", text: match[1]!, href: match[2]! });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ type: "text", text: text.slice(last) });
  return parts;
}

/** Every link target in a text, for checks that internal links point at real pages. */
export function linkTargets(text: string): string[] {
  return parseInlineLinks(text).flatMap((p) => (p.type === "link" ? [p.href] : []));
}
