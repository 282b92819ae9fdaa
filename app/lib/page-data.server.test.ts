import { describe, expect, it } from "vitest";
import { pricesContent } from "../content/pages/prices";
import { solarContent } from "../content/pages/solar";
import { roofCleaningContent } from "../content/pages/roof-cleaning";
import { contentPageData } from "./page-data.server";

type JsonLd = { "@type": string; inLanguage?: string; priceRange?: string; mainEntity?: { name: string }[] };

function types(jsonLd: object[] | undefined): JsonLd[] {
  return (jsonLd ?? []) as JsonLd[];
}

describe("contentPageData", () => {
  it("takes meta from the page's content in the path's language", () => {
    const page = contentPageData("/fr/prix-devis", pricesContent);
    expect(page.lang).toBe("fr");
    expect(page.seo.title).toBe(pricesContent.fr.meta.title);
    expect(page.seo.description).toBe(pricesContent.fr.meta.description);
    expect(page.content).toBe(pricesContent.fr);
    expect(page.seo.alternates).toEqual({
      de: "/preise-angebot",
      fr: "/fr/prix-devis",
      it: "/it/prezzi-preventivo",
      en: "/en/prices-quote",
    });
  });

  it("builds Service and FAQPage data from what the page shows, in its language", () => {
    const page = contentPageData("/it/pulizia-impianti-fotovoltaici", solarContent);
    const data = types(page.seo.jsonLd);
    const business = data.find((item) => item["@type"] === "HomeAndConstructionBusiness");
    expect(business?.priceRange).toBe("da CHF 388");
    const service = data.find((item) => item["@type"] === "Service");
    expect(service).toMatchObject({ inLanguage: "it", serviceType: solarContent.it.meta.serviceType });
    const faq = data.find((item) => item["@type"] === "FAQPage");
    expect(faq?.inLanguage).toBe("it");
    expect(faq?.mainEntity?.map((q) => q.name)).toEqual(solarContent.it.faq!.items.map((q) => q.question));
  });

  it("answers 404 for a language the page does not have or a path that is not the page's", () => {
    expect(() => contentPageData("/fr/dachreinigung", roofCleaningContent)).toThrow();
    expect(() => contentPageData("/nowhere", pricesContent)).toThrow();
  });

  it("drops a trailing slash like the server does", () => {
    expect(contentPageData("/en/prices-quote/", pricesContent).lang).toBe("en");
  });
});
