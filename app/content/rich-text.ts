/**
 * Long-form content (blog articles, legal pages) as typed blocks rather than raw
 * HTML: nothing is injected unescaped, and the build validates every document.
 * Inline links use Markdown syntax inside text: "[Kontakt](/kontakt)". Internal
 * paths must be pages of the route table (checked by tests).
 */
export type Block =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "callout"; title: string; text: string }
  | { type: "table"; caption: string; head: string[]; rows: string[][] };
