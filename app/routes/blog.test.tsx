import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { articlesIn } from "../content/blog/catalog";
import { formatDate } from "../lib/format";
import { blogContent } from "../content/pages/blog";
import { pathOf } from "../content/route-table";
import type { Lang } from "../lib/i18n";
import { uiStrings } from "../lib/ui";
import { renderPage } from "../test/render";
import BlogPage, { loader } from "./blog";

/** The blog listings carry the newsletter box (spec 2) and show the outcome of its links. */
type LoaderData = ReturnType<typeof loader>;
const paths: Record<Lang, string> = { de: "/blog", fr: "/fr/blog", it: "/it/blog", en: "/en/blog" };

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function render(lang: Lang, root?: Record<string, unknown>): string {
  const data = loader({ request: new Request(`http://localhost${paths[lang]}`) } as Parameters<typeof loader>[0]);
  const Page = BlogPage as unknown as (props: { loaderData: LoaderData }) => ReactNode;
  return renderPage(<Page loaderData={data} />, { lang, path: paths[lang], root });
}

describe("blog listing", () => {
  it.each(Object.keys(paths) as Lang[])("%s has the newsletter box posting to /api/newsletter", (lang) => {
    const html = render(lang);
    expect(html).toMatch(/<h2 id="newsletter-title"[^>]*>Newsletter<\/h2>/);
    expect(html).toContain('action="/api/newsletter#newsletter"');
    expect(html).toContain(`<input type="hidden" name="page" value="${paths[lang]}"/>`);
    expect(html).toMatch(/<input id="newsletter-email" type="email"/);
    expect(html).toContain(`>${uiStrings[lang].forms.newsletterSubmit}</button>`);
    expect(html).toContain('href="/datenschutz"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it.each(Object.keys(paths) as Lang[])("%s offers the maintenance-plan PDF in its language", (lang) => {
    const html = render(lang);
    const plan = blogContent[lang].plan;
    expect(html).toMatch(
      new RegExp(
        `<h2 id="maintenance-plan-title"[^>]*>${escapeRegExp(plan.title)}</h2>\\s*<p[^>]*>${escapeRegExp(plan.text)}</p>`,
      ),
    );
    const link = new RegExp(
      `<a href="/api/maintenance-plan/${lang}\\.pdf" download=""[^>]*>${escapeRegExp(plan.button)}</a>`,
    );
    expect(html).toMatch(link);
    expect(plan.button).toContain("PDF");
  });

  it.each(Object.keys(paths) as Lang[])(
    "%s has every section in its language and lists the articles that exist in it",
    (lang) => {
      const html = render(lang);
      const t = blogContent[lang];
      expect(html).toContain(`>${t.hero.heading}</h1>`);
      for (const [id, title] of [
        ["latest-title", t.latestTitle],
        ["newsletter-title", "Newsletter"],
        ["maintenance-plan-title", t.plan.title],
        ["loss-tool-title", t.tool.title],
        ["questions-title", t.question.title],
      ]) {
        expect(html).toContain(`aria-labelledby="${id}"`);
        expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>${escapeRegExp(title!)}</h2>`));
      }
      const cards = html.match(/<article[\s>]/g) ?? [];
      const shown = lang === "de" ? articlesIn(lang).slice(0, 3) : articlesIn(lang);
      expect(cards).toHaveLength(shown.length);
      for (const { article } of shown) expect(html).toContain(`>${escapeHtml(article.title)}</a>`);
    },
  );

  it("the German listing keeps three cards and lists the other articles below them", () => {
    const html = render("de");
    expect(html).not.toContain("data-featured");
    for (const { article, path } of articlesIn("de").slice(3)) {
      expect(html).toMatch(new RegExp(`<a [^>]*href="${path}"[^>]*>${escapeRegExp(escapeHtml(article.title))}</a>`));
    }
  });

  it.each(["fr", "it", "en"] as const)(
    "%s features its newest article and shows all five as cards with every field of spec 2",
    (lang) => {
      const html = render(lang);
      const articles = articlesIn(lang);
      expect(articles).toHaveLength(5);
      // Cards as text: entities decoded, so a title with "&" or "’" compares as written.
      const cards = html
        .split(/<article[\s>]/)
        .slice(1)
        .map((card) =>
          card
            .replace(/&#x27;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, "&"),
        );
      expect(cards).toHaveLength(5);
      expect(html.match(/data-featured="true"/g)).toHaveLength(1);
      articles.forEach(({ article, path }, i) => {
        const card = cards[i]!;
        if (i === 0) expect(html).toMatch(/<article data-featured="true"/);
        expect(card).toContain(`href="${path}"`);
        expect(card).toContain(`>${article.title}</a>`);
        expect(card).toContain(article.excerpt);
        expect(card).toContain(`>${article.category}</p>`);
        expect(card).toContain(`>${article.author} · <time`);
        expect(card).toContain(`dateTime="${article.date}">${formatDate(article.date, lang)}</time>`);
        expect(card).toContain(String(article.readTimeMinutes));
        expect(card).toContain(`src="${articlesIn(lang)[i]!.cover}"`);
        for (const tag of article.tags) expect(card).toContain(`>${tag}</li>`);
      });
    },
  );

  it.each(Object.keys(paths) as Lang[])(
    "%s links to the loss calculator (marked German-only outside German) and to contact",
    (lang) => {
      const html = render(lang);
      const t = blogContent[lang];
      const marker = lang === "de" ? "" : ` ${uiStrings[lang].common.inGerman}`;
      expect(html).toMatch(
        new RegExp(`<a [^>]*href="/verlustrechner"[^>]*>${escapeRegExp(t.tool.link.label + marker)}</a>`),
      );
      expect(html).toMatch(
        new RegExp(`<a [^>]*href="${pathOf("contact", lang)}"[^>]*>${escapeRegExp(t.question.link.label)}</a>`),
      );
    },
  );

  it("shows the outcome of the newsletter's confirmation link", () => {
    const html = render("it", {
      formResult: {
        form: "newsletter",
        ok: true,
        title: "Iscrizione confermata",
        message: "Grazie! D’ora in poi riceverà la nostra newsletter.",
      },
    });
    expect(html).toMatch(/<div role="status"[^>]*>.*Iscrizione confermata.*D’ora in poi riceverà/s);
  });
});
