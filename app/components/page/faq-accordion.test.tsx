import { describe, expect, it } from "vitest";
import type { Lang } from "#app/lib/i18n";
import { uiStrings } from "#app/lib/ui";
import { renderPage } from "#app/test/render";
import { FaqAccordion } from "./faq-accordion";
import type { FaqMode } from "./faq-state";

/** The server-rendered (prerendered) HTML of the accordion: what crawlers and visitors without JavaScript get. */
const items = [
  { question: "Erste Frage?", answer: "Erste Antwort mit [Link](/preise-angebot)." },
  { question: "Zweite Frage?", answer: "Zweite Antwort." },
  { question: "Dritte Frage?", answer: "Dritte Antwort." },
];

function render(mode: FaqMode, lang: Lang = "de"): Document {
  const html = renderPage(<FaqAccordion items={items} title="Häufige Fragen" mode={mode} />, { lang });
  return parse(html);
}

/** Tiny HTML reader for the attributes we check (Node has no DOM here). */
function parse(html: string) {
  const buttons = [...html.matchAll(/<button([^>]*)>/g)].map((m) => attrs(m[1]!));
  const regions = [...html.matchAll(/<div([^>]*role="region"[^>]*)>([\s\S]*?)<\/div>/g)].map((m): Attrs => ({
    ...attrs(m[1]!),
    text: m[2]!.replace(/<[^>]+>/g, ""),
  }));
  const links = [...html.matchAll(/<a([^>]*)>([^<]*)<\/a>/g)].map((m): Attrs => ({ ...attrs(m[1]!), text: m[2]! }));
  const h3Buttons = [...html.matchAll(/<h3[^>]*><button/g)].length;
  return { html, buttons, regions, links, h3Buttons };
}
type Document = ReturnType<typeof parse>;

type Attrs = Record<string, string>;

function attrs(source: string): Attrs {
  const result: Attrs = {};
  for (const m of source.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) result[m[1]!] = m[2] ?? "";
  return result;
}

describe("FaqAccordion in the prerendered HTML", () => {
  it("keeps every answer in the HTML, closed ones with the hidden attribute (single mode: first open)", () => {
    const doc = render("single");
    expect(doc.regions.map((r) => r.text)).toEqual(["Erste Antwort mit Link.", "Zweite Antwort.", "Dritte Antwort."]);
    expect(doc.regions.map((r) => "hidden" in r)).toEqual([false, true, true]);
    expect(doc.buttons.map((b) => b["aria-expanded"])).toEqual(["true", "false", "false"]);
  });

  it("starts with every answer closed in multiple mode", () => {
    const doc = render("multiple");
    expect(doc.regions.map((r) => "hidden" in r)).toEqual([true, true, true]);
    expect(doc.buttons.map((b) => b["aria-expanded"])).toEqual(["false", "false", "false"]);
  });

  it("ties each question button to its answer region", () => {
    const doc = render("single");
    expect(doc.h3Buttons).toBe(3);
    doc.buttons.forEach((button, i) => {
      const region = doc.regions[i]!;
      expect(button.type).toBe("button");
      expect(button["aria-controls"]).toBe(region.id);
      expect(region["aria-labelledby"]).toBe(button.id);
    });
    expect(new Set(doc.buttons.map((b) => b.id)).size).toBe(3);
  });

  it("renders links inside answers", () => {
    expect(render("multiple").links).toContainEqual(expect.objectContaining({ href: "/preise-angebot", text: "Link" }));
  });

  it("offers personal advice on the contact page of the language in single mode only", () => {
    expect(render("single").links).toContainEqual(
      expect.objectContaining({ href: "/kontakt", text: uiStrings.de.common.personalAdvice }),
    );
    expect(render("single", "fr").links).toContainEqual(
      expect.objectContaining({ href: "/fr/contact", text: uiStrings.fr.common.personalAdvice }),
    );
    expect(render("multiple").links.map((l) => l.text)).not.toContain(uiStrings.de.common.personalAdvice);
  });
});
