import { privacyDe } from "./legal-pages.server";

/**
 * How long the privacy page (section «Aufbewahrung und Löschung») says data are kept, in years, read from
 * its own list so that the assistant's cards never state another figure than the page.
 */
function yearsFor(itemStart: string): number {
  const section = privacyDe.sections.find((s) => s.heading.includes("Aufbewahrung"));
  const items = section?.blocks.flatMap((block) => (block.type === "ul" ? block.items : [])) ?? [];
  const item = items.find((text) => text.startsWith(itemStart));
  const years = item?.match(/:\s*(\d+)\s+Jahre\b/u)?.[1];
  if (years === undefined) throw new Error(`privacy page: no retention in years for "${itemStart}"`);
  return Number(years);
}

export const privacyRetention = {
  /** Messages from the contact form (and requests from the quote form). */
  contactYears: yearsFor("Nachrichten aus dem Kontaktformular"),
  /** Instant-quote data: details, computed prices, the PDF. */
  quoteYears: yearsFor("Daten der Sofort-Offerte"),
  /** E-mails sent through the website. */
  emailYears: yearsFor("E-Mails"),
} as const;
