import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { blogArticles } from "../content/blog-slugs";
import { articleCopy } from "../content/blog/article-meta";
import { blogContent } from "../content/pages/blog";
import { pathOf } from "../content/route-table";
import type { Lang } from "../lib/i18n";
import { uiStrings } from "../lib/ui";
import { renderPage } from "../test/render";
import BlogPage, { loader } from "./blog";

/** The blog listings carry the newsletter box (spec 2) and show the outcome of its links. */
type LoaderData = ReturnType<typeof loader>;
const paths: Record<Lang, string> = { de: "/blog", fr: "/fr/blog", it: "/it/blog", en: "/en/blog" };

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
      const existing = blogArticles.filter((a) => articleCopy[a.key]?.[lang]);
      const cards = html.match(/<article[\s>]/g) ?? [];
      expect(cards).toHaveLength(Math.min(existing.length, 3));
      for (const article of existing.slice(0, 3)) expect(html).toContain(articleCopy[article.key]![lang]!.title);
      if (lang !== "de") expect(existing.map((a) => a.key)).toEqual(["loss-calculator-guide"]);
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
