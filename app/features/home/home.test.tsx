import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { deCopy } from "../../content/copy/de";
import { homePage } from "../../content/home-page";
import { formatChf } from "../../lib/format";
import { LangProvider, uiStrings } from "../../lib/ui";
import { homeLoss } from "../loss-calculator/loss";
import { GermanHome } from "./german-home";

/**
 * The prerendered HTML of the German home: every widget's initial state is already there.
 * A data router carries the root loader data (UI strings) that useUi reads.
 */
const router = createMemoryRouter(
  [
    {
      id: "root",
      path: "/",
      loader: () => ({ ui: uiStrings.de }),
      Component: () => (
        <LangProvider value="de">
          <GermanHome copy={deCopy.home} home={homePage} videoId="testVideo01" />
        </LangProvider>
      ),
    },
  ],
  { hydrationData: { loaderData: { root: { ui: uiStrings.de } } } },
);
const html = decode(renderToStaticMarkup(<RouterProvider router={router} />));

function decode(markup: string): string {
  return markup
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("German home, server-rendered", () => {
  it("has one h1 and the quote button to /preise-angebot", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="\/preise-angebot"[^>]*>Sofort-Offerte starten<\/a>/);
  });

  it("shows the video poster and no player", () => {
    expect(html).toContain("/images/video-poster.webp");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube-nocookie.com/embed");
  });

  it("shows the first gallery case before the cleaning", () => {
    expect(html).toContain("Projekt 1 von 3");
    expect(html).toContain(homePage.gallery.cases[0]!.title);
    expect(html).toContain('data-view="before"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>Nachher anzeigen/);
  });

  it("shows the default loss result (50 kWp, Wohngebiet)", () => {
    const total = formatChf(homeLoss(50, homePage.loss.defaultLocation).total, 0);
    expect(total).toBe("CHF 2'400");
    expect(html).toMatch(new RegExp(`data-testid="loss-total"[^>]*>${total}<`));
    expect(html).toMatch(/value="50"/);
    const checked = html.match(/<input[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="wohngebiet"');
  });

  it("links the six regions with their project counts", () => {
    for (const [path, count] of [
      ["/photovoltaik-solarreinigung-basel", 18],
      ["/photovoltaik-solarreinigung-aargau", 12],
      ["/solarreinigung-pv-reinigung-zuerich", 15],
      ["/photovoltaik-solarreinigung-luzern", 8],
      ["/photovoltaik-solarreinigung-bern", 10],
      ["/photovoltaik-solarreinigung-langenthal", 6],
    ] as const) {
      expect(html).toMatch(new RegExp(`href="${path}"[^>]*>.*?${count} Projekte`));
    }
  });

  it("shows 2 reviews, the overall rating and the collapsed toggle", () => {
    expect(html.match(/<blockquote/g)).toHaveLength(2);
    expect(html).toContain("4.9 von 5 – aus 109 Bewertungen");
    expect(html).toMatch(/aria-expanded="false"[^>]*>Alle Bewertungen anzeigen/);
  });

  it("has 6 benefit cards and links to the service pages", () => {
    expect(html).toMatch(/href="\/solaranlagenreinigung"/);
    expect(html).toMatch(/href="\/b2b"/);
    expect(html).toMatch(/href="\/gruendachpflege"/);
    expect(html).toMatch(/href="\/dachreinigung"/);
    const benefits = html.split('data-testid="benefits"')[1]!.split("</ul>")[0]!;
    expect(benefits.match(/<li/g)).toHaveLength(6);
  });
});
