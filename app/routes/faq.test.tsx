import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { faqContent } from "../content/pages/faq";
import { pathOf } from "../content/route-table";
import { uiStrings } from "../content/ui";
import type { Lang } from "../lib/i18n";
import { renderPage } from "../test/render";
import FaqPage, { loader } from "./faq";

/**
 * The four FAQ pages as prerendered: fifteen closed questions in four topics with every answer
 * in the HTML, links in the page's language (German-only targets marked), the cards leading on
 * and the call to action.
 */
const langs = ["de", "fr", "it", "en"] as const;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type LoaderData = ReturnType<typeof loader>;

function render(lang: Lang): string {
  const data = loader({ request: new Request(`http://localhost${pathOf("faq", lang)}`) } as Parameters<
    typeof loader
  >[0]);
  const Page = FaqPage as unknown as (props: { loaderData: LoaderData }) => ReactNode;
  return renderPage(<Page loaderData={data} />, { lang, path: pathOf("faq", lang) });
}

describe.each(langs)("%s FAQ page", (lang) => {
  const t = faqContent[lang];
  const html = render(lang);

  it("shows the 15 questions closed, with every answer in the HTML", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const buttons = [...html.matchAll(/<h3 class="text-base"><button type="button"[^>]*aria-expanded="(\w+)"/g)];
    expect(buttons).toHaveLength(15);
    expect(buttons.every((m) => m[1] === "false")).toBe(true);
    expect(html.match(/role="region"[^>]*hidden=""/g)).toHaveLength(15);
    for (const item of t.faq.items) expect(html).toContain(`<span>${item.question}</span>`);
  });

  it("has the topic navigation and one section per topic, then the cards and the call to action", () => {
    expect(html).toContain(`<nav aria-label="${t.faq.title}">`);
    for (const topic of t.topics) {
      expect(html).toContain(`href="#${topic.id}"`);
      expect(html).toMatch(new RegExp(`<section id="${topic.id}" aria-labelledby="[^"]+"`));
      expect(html).toContain(`>${topic.title}</h2>`);
    }
    expect(html).toMatch(new RegExp(`<h2 id="related-title"[^>]*>${escapeRegExp(t.related.title)}</h2>`));
    expect(html).toMatch(new RegExp(`<h2 id="faq-cta-title"[^>]*>${escapeRegExp(t.cta.title)}</h2>`));
  });

  it("links to the solar, green roof, prices and contact pages of its language", () => {
    for (const kind of ["solar", "greenRoof", "prices", "contact"] as const) {
      expect(html).toContain(`href="${pathOf(kind, lang)}"`);
    }
    expect(html).toContain(`>${t.cta.contactButton.label}</a>`);
    expect(html).toContain(`>${t.cta.quoteButton.label}</a>`);
  });

  it("marks links to German-only pages on other languages", () => {
    const links = [...html.matchAll(/<a ([^>]*href="\/verlustrechner"[^>]*)>([^<]+)<\/a>/g)];
    expect(links).toHaveLength(1);
    if (lang === "de") {
      expect(links[0]![1]).not.toContain("hrefLang");
    } else {
      expect(links[0]![1]).toContain('hrefLang="de"');
      expect(links[0]![2]).toMatch(new RegExp(`${escapeRegExp(uiStrings[lang].common.inGerman)}$`));
    }
  });
});
