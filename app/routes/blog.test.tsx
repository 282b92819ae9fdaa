import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Lang } from "../lib/i18n";
import { uiStrings } from "../lib/ui";
import { renderPage } from "../test/render";
import BlogPage, { loader } from "./blog";

/** The blog listings carry the newsletter box (spec 2) and show the outcome of its links. */
type LoaderData = ReturnType<typeof loader>;
const paths: Record<Lang, string> = { de: "/blog", fr: "/fr/blog", it: "/it/blog", en: "/en/blog" };
const buttons: Record<Lang, string> = { de: "Anmelden", fr: "S’inscrire", it: "Iscriversi", en: "Subscribe" };

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
    expect(html).toContain(`>${buttons[lang]}</button>`);
    expect(html).toContain('href="/datenschutz"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it.each(Object.keys(paths) as Lang[])("%s offers the maintenance-plan PDF in its language", (lang) => {
    const html = render(lang);
    const ui = uiStrings[lang].blog;
    expect(html).toMatch(
      new RegExp(
        `<h2 id="maintenance-plan-title"[^>]*>${escapeRegExp(ui.planTitle)}</h2>\\s*<p[^>]*>${escapeRegExp(ui.planText)}</p>`,
      ),
    );
    const link = new RegExp(
      `<a href="/api/maintenance-plan/${lang}\\.pdf" download=""[^>]*>${escapeRegExp(ui.planLink)}</a>`,
    );
    expect(html).toMatch(link);
    expect(ui.planLink).toContain("PDF");
  });

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
