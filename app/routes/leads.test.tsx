import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { leadsDe as leadsPage } from "../content/pages/leads/de";
import { publicConfig } from "../lib/config.server";
import { telHref } from "../lib/company";
import { renderLoaded, renderPage } from "../test/render";
import LeadsPage, { loader } from "./leads";

/** /leads as prerendered: the free-offer lead form and the direct contact details from configuration. */
type LoaderData = ReturnType<typeof loader>;
const company = publicConfig().company;

function render(): string {
  const data = loader({ request: new Request("http://localhost/leads") } as Parameters<typeof loader>[0]);
  const Page = LeadsPage as unknown as (props: { loaderData: LoaderData }) => ReactNode;
  return renderPage(<Page loaderData={data} />, { path: "/leads" });
}

// The lead form's code is a lazy chunk (load gate): load it once before the page is rendered.
await renderLoaded(() => render());

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("/leads", () => {
  const html = render();

  it("has one h1 and the lead form posting to /api/leads", () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("Kostenlose Offerte anfordern</h1>");
    expect(html).toContain('action="/api/leads#angebotsformular"');
    expect(html).toContain('aria-labelledby="angebotsformular-title"');
    for (const name of ["name", "email", "phone", "company", "area", "service", "message", "website"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(text(html)).toContain("Antwort innert 24 Stunden");
  });

  it("has the direct contact details: phone, e-mail and the Basel address from configuration", () => {
    expect(html).toContain(`href="${telHref(company.phone)}"`);
    expect(html).toContain(`href="mailto:${company.email}"`);
    expect(text(html)).toContain(`${company.street} ${company.postcode} ${company.city}`);
    expect(html).toContain(`>${leadsPage.direct.title}</h2>`);
  });

  it("says what happens after sending", () => {
    for (const step of leadsPage.steps.items) expect(html).toContain(`>${step.title}</h3>`);
    for (const item of leadsPage.benefits.items) expect(html).toContain(item);
  });

  it("is Swiss German (no sharp s)", () => {
    expect(JSON.stringify(leadsPage)).not.toContain("ß");
  });
});
