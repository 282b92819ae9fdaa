import { describe, expect, it } from "vitest";
import type { Company } from "./company";
import { blogPosting, businessId, faqPage, localBusiness, service } from "./structured-data";

const siteUrl = "https://www.example.ch";
const company: Company = {
  name: "Solar- & Dachpflege Basel",
  phone: "+41 61 511 27 40",
  email: "info@example.ch",
  street: "Hochbergerstrasse 60",
  postcode: "4057",
  city: "Basel",
  uid: "CHE-482.917.356",
  whatsapp: "41615112740",
};

describe("localBusiness", () => {
  const data = localBusiness(company, siteUrl);

  it("is a schema.org business with the company identity", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toEqual(expect.any(String));
    expect(data["@type"]).toMatch(/Business$/);
    expect(data["@id"]).toBe(businessId(siteUrl));
    expect(data.name).toBe(company.name);
    expect(data.telephone).toBe(company.phone);
    expect(data.email).toBe(company.email);
    expect(data.url).toBe("https://www.example.ch/");
  });

  it("has a postal address with postcode", () => {
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Hochbergerstrasse 60",
      postalCode: "4057",
      addressLocality: "Basel",
      addressCountry: "CH",
    });
  });

  it("has the rating and review count of the site facts, as the pages show them", () => {
    expect(data.aggregateRating.ratingValue).toBe(4.9);
    expect(data.aggregateRating.reviewCount).toBe(109);
    expect(data.aggregateRating["@type"]).toBe("AggregateRating");
  });

  it("serves the 100 km radius of the site facts", () => {
    expect(data.areaServed.geoRadius).toBe(100_000);
    expect(data.areaServed["@type"]).toBe("GeoCircle");
  });

  it("is open Monday to Friday 08:00-17:00, as every page says", () => {
    expect(data.openingHoursSpecification.opens).toBe("08:00");
    expect(data.openingHoursSpecification.closes).toBe("17:00");
    expect(data.openingHoursSpecification.dayOfWeek).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
  });

  it("uses absolute URLs and the founding year 2019", () => {
    expect(data.image).toMatch(/^https:\/\/www\.example\.ch\//);
    expect(data.logo).toMatch(/^https:\/\/www\.example\.ch\//);
    expect(data.foundingDate).toBe("2019");
    expect(data.priceRange).toContain("388");
  });

  it("round-trips through JSON", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("faqPage", () => {
  const items = [
    { question: "Wie oft reinigen?", answer: "Alle 1-2 Jahre." },
    { question: "Mit Chemie?", answer: "Nein, demineralisiertes Wasser." },
  ];
  const data = faqPage(items);

  it("maps every item to a Question with an accepted Answer", () => {
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Wie oft reinigen?",
        acceptedAnswer: { "@type": "Answer", text: "Alle 1-2 Jahre." },
      },
      {
        "@type": "Question",
        name: "Mit Chemie?",
        acceptedAnswer: { "@type": "Answer", text: "Nein, demineralisiertes Wasser." },
      },
    ]);
  });

  it("handles an empty list", () => {
    expect(faqPage([]).mainEntity).toEqual([]);
  });

  it("round-trips through JSON, including quotes and markup characters", () => {
    const tricky = faqPage([{ question: 'Was heisst "</script>"?', answer: "A & B <b>" }]);
    expect(JSON.parse(JSON.stringify(tricky))).toEqual(tricky);
  });
});

describe("service and blogPosting", () => {
  it("service links to the business and has an absolute URL", () => {
    const data = service({
      siteUrl,
      name: "Solarreinigung",
      description: "d",
      path: "/solaranlagenreinigung",
      serviceType: "Solar",
    });
    expect(data.url).toBe("https://www.example.ch/solaranlagenreinigung");
    expect(data.provider).toEqual({ "@id": businessId(siteUrl) });
    expect(data.offers).toMatchObject({ priceCurrency: "CHF", price: 388 });
    expect(data.areaServed).toEqual({ "@type": "Country", name: "Schweiz" });
    expect(
      service({ siteUrl, name: "n", description: "d", path: "/", serviceType: "s", areaServed: "Basel" }).areaServed,
    ).toEqual({
      "@type": "City",
      name: "Basel",
    });
  });

  it("blogPosting has headline, dates and an absolute mainEntityOfPage", () => {
    const post = { title: "T", description: "D", path: "/blog/x", date: "2025-03-14", author: "A" };
    const data = blogPosting(siteUrl, "de-CH", post, "BlogPosting");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "T",
      datePublished: "2025-03-14",
      inLanguage: "de-CH",
    });
    expect(data.mainEntityOfPage).toBe("https://www.example.ch/blog/x");
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
