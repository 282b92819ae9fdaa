import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { b2bDe } from "../content/pages/b2b/de";
import { certificatesDe } from "../content/pages/certificates/de";
import { gutterCleaningDe } from "../content/pages/gutter-cleaning/de";
import { imprintDe, privacyDe } from "../content/legal/legal-pages.server";
import { lossCalculatorDe } from "../content/pages/loss-calculator/de";
import { roofCleaningDe } from "../content/pages/roof-cleaning/de";
import { renderLoaded, renderPage } from "../test/render";
import B2bPage, { loader as b2bLoader } from "./b2b";
import Certificates, { loader as certificatesLoader } from "./certificates";
import GutterCleaning, { loader as gutterLoader } from "./gutter-cleaning";
import Legal, { loader as legalLoader } from "./legal";
import LossCalculatorPage, { loader as lossLoader } from "./loss-calculator";
import RoofCleaning, { loader as roofLoader } from "./roof-cleaning";

/** The German-only pages as prerendered from their content records. */
type AnyLoader = (args: { request: Request }) => unknown;

function load(loader: AnyLoader, path: string) {
  return loader({ request: new Request(`http://localhost${path}`) }) as {
    seo: { title: string; jsonLd?: Record<string, unknown>[] };
  };
}

function render(Page: unknown, data: unknown, path: string): string {
  const Component = Page as (props: { loaderData: unknown }) => ReactNode;
  return renderPage(<Component loaderData={data} />, { path });
}

// The roof widgets' code is a lazy chunk (load gate): load it once before the pages are rendered.
await renderLoaded(() => render(RoofCleaning, load(roofLoader as AnyLoader, "/dachreinigung"), "/dachreinigung"));

const h2s = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

describe.each([
  { name: "/dachreinigung", path: "/dachreinigung", Page: RoofCleaning, loader: roofLoader, content: roofCleaningDe },
  {
    name: "/dachrinnenreinigung",
    path: "/dachrinnenreinigung",
    Page: GutterCleaning,
    loader: gutterLoader,
    content: gutterCleaningDe,
  },
])("$name", ({ path, Page, loader, content }) => {
  const data = load(loader as AnyLoader, path);
  const html = render(Page, data, path);

  it("shows the content's heading, every section and the five questions", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(`>${content.hero.heading}</h1>`);
    for (const paragraph of content.hero.intro) expect(html).toContain(paragraph);
    expect(h2s(html)).toEqual(expect.arrayContaining([content.faq.title, content.cta.title]));
    for (const item of content.faq.items) expect(html).toContain(item.question);
  });

  it("has title, Service data with the content's service type and the FAQPage of the shown questions", () => {
    expect(data.seo.title).toBe(content.meta.title);
    const service = data.seo.jsonLd?.find((item) => item["@type"] === "Service");
    expect(service?.serviceType).toBe(content.meta.serviceType);
    const faq = data.seo.jsonLd?.find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(content.faq.items.length);
  });

  it("links to the German contact and roof pages through the route table", () => {
    expect(html).toContain('href="/kontakt"');
    expect(html).not.toContain("(in German)");
  });
});

describe("/dachreinigung widgets and links", () => {
  const html = render(RoofCleaning, load(roofLoader as AnyLoader, "/dachreinigung"), "/dachreinigung");

  it("renders the price widget at 100 m² with its button to the contact page", () => {
    expect(html).toContain('value="100"');
    expect(html).toContain("CHF 1'100");
    expect(html).toContain(">Offerte für 100 m² anfordern</a>");
  });

  it("links the related pages and the maintenance contracts", () => {
    for (const href of [
      "/b2b",
      "/dachrinnenreinigung",
      "/solaranlagenreinigung",
      "/preise-angebot",
      "/verlustrechner",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});

describe("/b2b", () => {
  const data = load(b2bLoader as AnyLoader, "/b2b");
  const raw = render(B2bPage, data, "/b2b");

  it("shows the hero, tiers, ROI figures and the links to the calculator, contact and solar pages", () => {
    expect(raw).toContain(`>${b2bDe.hero.heading}</h1>`);
    for (const section of [b2bDe.features, b2bDe.services, b2bDe.tiers, b2bDe.roi, b2bDe.customers, b2bDe.cta]) {
      expect(h2s(raw)).toContain(section.title);
    }
    for (const tier of b2bDe.tiers.items) expect(raw).toContain(tier.title);
    expect(raw.match(/data-testid="roi">([^<]+)</g)?.map((m) => m.replace(/.*>/, "").replace("<", ""))).toEqual(
      b2bDe.roi.items.map((e) => e.roi),
    );
    for (const href of [
      "/verlustrechner",
      "/kontakt",
      "/solaranlagenreinigung",
      "/photovoltaik-solarreinigung-basel",
    ]) {
      expect(raw).toContain(`href="${href}`);
    }
  });

  it("has the Service type for companies", () => {
    const service = data.seo.jsonLd?.find((item) => item["@type"] === "Service");
    expect(service?.serviceType).toBe("Solarreinigung für Unternehmen");
  });
});

describe("/verlustrechner", () => {
  const data = load(lossLoader as AnyLoader, "/verlustrechner");
  const html = render(LossCalculatorPage, data, "/verlustrechner");

  it("shows the hero, the calculator with its inputs, the assumptions and the guide link", () => {
    expect(html).toContain(`>${lossCalculatorDe.hero.heading}</h1>`);
    expect(h2s(html)).toEqual(
      expect.arrayContaining([lossCalculatorDe.calculator.title, lossCalculatorDe.assumptions.title]),
    );
    expect(html).toContain(lossCalculatorDe.widget.kwpLabel);
    for (const item of lossCalculatorDe.assumptions.items) expect(html).toContain(item);
    expect(html).toMatch(/href="\/blog\/[^"]+">Ratgeber zum Verlustrechner<\/a>/);
    expect(data.seo.title).toBe(lossCalculatorDe.meta.title);
  });
});

describe("/zertifikate", () => {
  const html = render(Certificates, load(certificatesLoader as AnyLoader, "/zertifikate"), "/zertifikate");

  it("shows the certificates, the promise, legal safety with the UID and links to imprint and privacy", () => {
    expect(html).toContain(`>${certificatesDe.hero.heading}</h1>`);
    for (const section of [
      certificatesDe.cards,
      certificatesDe.quality,
      certificatesDe.legal,
      certificatesDe.sustainability,
    ]) {
      expect(h2s(html)).toContain(section.title);
    }
    for (const certificate of certificatesDe.cards.items) expect(html).toContain(certificate.title);
    expect(html).not.toContain("{uid}");
    expect(html).toContain('href="/impressum">Impressum</a>');
    expect(html).toContain('href="/datenschutz">Datenschutzerklärung</a>');
    expect(html).toContain('href="/preise-angebot"');
  });
});

describe.each([
  { path: "/impressum", content: imprintDe, toc: false },
  { path: "/datenschutz", content: privacyDe, toc: true },
])("$path", ({ path, content, toc }) => {
  const data = load(legalLoader as AnyLoader, path);
  const html = render(Legal, data, path);

  it("shows its own heading, the revision date, every section and filled company data", () => {
    expect(data.seo.title).toBe(content.meta.title);
    expect(html).toContain(`>${content.hero.heading}</h1>`);
    expect(html).toContain(`Stand: <time dateTime="${content.updated}">`);
    expect(h2s(html)).toEqual(content.sections.map((section) => section.heading));
    expect(html.includes('<nav aria-label="Inhalt"')).toBe(toc);
    expect(html).not.toMatch(/\{(companyName|street|uid|email|phone)\}/);
  });

  it("resolves its page references to German paths", () => {
    expect(html).not.toContain("page:");
    expect(html).toContain('href="/kontakt"');
  });
});
