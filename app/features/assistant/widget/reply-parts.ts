import { telHref } from "#app/lib/company";

/**
 * Splits an assistant reply into what the widget renders: plain text, phone numbers as tap-to-call
 * links, and Markdown links "[label](url)" as buttons. The reply is never treated as HTML; a link
 * with any other scheme than http(s), tel: or mailto: (javascript:, data:, …) is shown as its label.
 * Pure.
 */
export type ReplyPart =
  | { type: "text"; text: string }
  | { type: "phone"; text: string; href: string }
  /** A page of this site: followed in place by the router. */
  | { type: "site"; text: string; to: string }
  /** Another site: opened in a new tab. */
  | { type: "external"; text: string; href: string }
  /** tel: and mailto: links written as Markdown. */
  | { type: "contact"; text: string; href: string };

/**
 * Phone numbers as the site writes them: "+41 61 511 27 40", "061 511 27 40", "0800 123 456": a "+" or a
 * leading 0, then 8 to 13 more digits with single spaces, dots, slashes or hyphens between them. Prices
 * ("CHF 1'320"), dates and times never start that way or are too short.
 */
const phonePattern = /(?:\+\d|\b0\d)(?:[ \u00a0./-]?\d){7,12}(?!\d)/g;

function splitPhones(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(phonePattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: "text", text: text.slice(last, index) });
    parts.push({ type: "phone", text: match[0], href: telHref(match[0]) });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ type: "text", text: text.slice(last) });
  return parts;
}

/**
 * "[label](target)" as app/lib/inline-links.ts reads it. Not imported from there: a module shared by
 * this lazily loaded code and the pages' rich text would be split into a chunk of its own, one more
 * request on every page with rich text.
 */
const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function splitLinks(text: string): ({ text: string } | { label: string; href: string })[] {
  const parts: ({ text: string } | { label: string; href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ label: match[1]!, href: match[2]! });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Classifies a link target; null when it must not become a link. */
function linkPart(text: string, href: string, siteOrigins: readonly string[]): ReplyPart | null {
  // A path of this site ("//host" would be another site, "/\host" too in browsers).
  if (/^\/(?![/\\])/.test(href)) return { type: "site", text, to: href };
  if (/^(tel|mailto):/i.test(href)) return { type: "contact", text, href };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (siteOrigins.includes(url.origin)) return { type: "site", text, to: `${url.pathname}${url.search}${url.hash}` };
  return { type: "external", text, href: url.href };
}

/** `siteOrigins`: origins whose absolute links count as this site (the configured site URL, the page's own). */
export function replyParts(reply: string, siteOrigins: readonly string[] = []): ReplyPart[] {
  const parts: ReplyPart[] = [];
  for (const part of splitLinks(reply)) {
    if ("text" in part) parts.push(...splitPhones(part.text));
    else parts.push(linkPart(part.label, part.href, siteOrigins) ?? { type: "text", text: part.label });
  }
  // Neighbouring text parts (a refused link between two texts) read as one.
  return parts.reduce<ReplyPart[]>((merged, part) => {
    const previous = merged[merged.length - 1];
    if (part.type === "text" && previous?.type === "text") previous.text += part.text;
    else merged.push(part.type === "text" ? { ...part } : part);
    return merged;
  }, []);
}
