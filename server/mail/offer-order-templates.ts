import { responseTimeForPostcode } from "#app/content/cities";
import { uiStrings } from "#app/content/ui";
import { offerPageCopy } from "#app/content/offer-page";
import { fill } from "#app/lib/fill";
import type { DeclineReason } from "#app/domain/offer-state";
import { offerValidUntil } from "#app/domain/offer-validity";
import type { Quote } from "#app/domain/pricing";
import { formatChf, formatDecimal } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { formatOfferDate, offerCopy, type OfferCopy } from "#app/content/offer-pdf";
import { companyInbox, type CompanyIdentity } from "./company";
import { visitorMailCopy } from "#app/content/mail";
import { oneLine, type MailAttachment, type MailMessage } from "./message";
import { languageNames, render, signature } from "./templates";
import { swissDateTime } from "./swiss-time";

/**
 * Mails after the offer page: the order to the company (German, the team's
 * language, with the offer PDF and everything needed to schedule the job),
 * the customer's confirmation (in the page's language), and the company's
 * note of a declined offer. Every value a visitor typed is escaped by render().
 */

export interface OfferSummary {
  id: string;
  number: string;
  language: Lang;
  company: string;
  name?: string;
  email: string;
  phone?: string;
  plz: string;
  quote: Quote;
  createdAt: string;
}

export interface AcceptedOrder {
  offer: OfferSummary;
  /** The language of the page the offer was accepted on. */
  lang: Lang;
  details: { street: string; town: string; period: string; accessNotes: string; phone: string; nextCleaning: boolean };
  acceptedAt: string;
  /** The offer page, with its token. */
  offerUrl: string;
}

const periodsDe = { asap: "So bald wie möglich", flexible: "Flexibel" } as const;

/** "So bald wie möglich", "Flexibel" or "März 2026" in a language. */
/** The period inside a line ("…, so bald wie möglich"): the two words, not the month names, lose their capital. */
function periodInLine(period: string): string {
  const text = periodText(period, "de");
  return period === "asap" || period === "flexible" ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function periodText(period: string, lang: Lang): string {
  const copy = offerPageCopy[lang].accept;
  if (period === "asap") return lang === "de" ? periodsDe.asap : copy.periodAsap;
  if (period === "flexible") return lang === "de" ? periodsDe.flexible : copy.periodFlexible;
  const date = new Date(`${period}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return period;
  const locale = { de: "de-CH", fr: "fr-CH", it: "it-CH", en: "en-GB" }[lang];
  const label = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function sizeText(copy: OfferCopy, quote: Quote, lang: Lang): string {
  const size = copy.size(quote.size, quote.unit);
  return quote.unit === "m2" ? size : `${size} (${formatDecimal(quote.areaM2, lang)} m²)`;
}

function offerPdf(copy: OfferCopy, offer: OfferSummary, pageUrl: string): MailAttachment {
  return {
    filename: `${copy.fileStem}-${offer.number}.pdf`,
    contentType: "application/pdf",
    contentBase64: "",
    render: { kind: "offer-pdf", recordId: offer.id, pageUrl },
  };
}

export function offerAcceptedMails(company: CompanyIdentity, order: AcceptedOrder): MailMessage[] {
  const { offer, details, lang } = order;
  const german = offerCopy.de;
  const from = `${oneLine(company.name)} <${company.mailFrom}>`;
  const responseTime = responseTimeForPostcode(offer.plz);

  const toCompany = render({
    paragraphs: [
      `Die Offerte ${offer.number} wurde online angenommen. Bitte schlagen Sie der Kundin oder dem Kunden ${uiStrings.de.city.responseTimes[responseTime]} einen Termin vor. Die Offerte liegt als PDF bei.`,
    ],
    rows: [
      [german.numberLabel, offer.number],
      ["Angenommen", swissDateTime(order.acceptedAt)],
      ["Firma / Name", offer.company],
      [german.contactPersonLabel, offer.name],
      [german.emailLabel, offer.email],
      [german.phoneLabel, details.phone],
      ["Einsatzort", `${details.street}, ${details.town}`],
      ["Zeitraum", periodText(details.period, "de")],
      [german.roofTypeLabel, german.roofTypes[offer.quote.roofType]],
      [german.sizeLabel, sizeText(german, offer.quote, "de")],
      [german.total, formatChf(offer.quote.total)],
      ["Erinnerung an die nächste Reinigung", details.nextCleaning ? "ja" : "nein"],
      ["Sprache", languageNames[lang]],
    ],
    quote: details.accessNotes ? { title: "Hinweise zum Zugang", text: details.accessNotes } : undefined,
    footer: ["Antworten Sie direkt auf diese E-Mail: Die Antwort geht an die Kundin oder den Kunden."],
  });

  const copy = offerPageCopy[lang];
  const pdfCopy = offerCopy[lang];
  const visitorCopy = visitorMailCopy[lang];
  const time = uiStrings[lang].city.responseTimes[responseTime];
  const toCustomer = render({
    paragraphs: [
      `${visitorCopy.greeting(offer.name)},`,
      fill(copy.confirmationMail.intro, { number: offer.number }),
      fill(copy.confirmationMail.nextSteps, { time }),
    ],
    rows: [
      [pdfCopy.numberLabel, offer.number],
      [copy.accept.street, details.street],
      [copy.accept.town, details.town],
      [copy.accept.period, periodText(details.period, lang)],
      [copy.accept.phone, details.phone],
      [pdfCopy.total, formatChf(offer.quote.total)],
    ],
    quote: details.accessNotes ? { title: copy.accept.accessNotes, text: details.accessNotes } : undefined,
    link: { label: copy.confirmationMail.viewOffer, url: order.offerUrl },
    footer: [visitorCopy.regards, ...signature(company)],
  });

  return [
    {
      from,
      to: companyInbox(company, { plz: offer.plz, language: lang }),
      replyTo: offer.email,
      subject: oneLine(
        `Auftrag zur Offerte ${offer.number}: ${offer.company}, ${details.town}, ${periodInLine(details.period)}`,
      ),
      ...toCompany,
      attachments: [offerPdf(german, offer, order.offerUrl)],
    },
    {
      from,
      to: offer.email,
      replyTo: company.email,
      subject: oneLine(fill(copy.confirmationMail.subject, { number: offer.number })),
      ...toCustomer,
    },
  ];
}

const declineReasonsDe: Record<DeclineReason, string> = offerPageCopy.de.decline.reasons;

export function offerDeclinedMail(
  company: CompanyIdentity,
  offer: OfferSummary,
  reason: DeclineReason | undefined,
  declinedAt: string,
): MailMessage {
  const german = offerCopy.de;
  const body = render({
    paragraphs: [`Die Offerte ${offer.number} wurde online abgelehnt.`],
    rows: [
      [german.numberLabel, offer.number],
      ["Abgelehnt", swissDateTime(declinedAt)],
      ["Grund", reason ? declineReasonsDe[reason] : "keine Angabe"],
      ["Firma / Name", offer.company],
      [german.emailLabel, offer.email],
      [german.locationLabel, offer.plz],
      [german.total, formatChf(offer.quote.total)],
      [german.validUntilLabel, formatOfferDate(offerValidUntil(new Date(offer.createdAt)), "de")],
    ],
    footer: ["Automatische Meldung der Website."],
  });
  return {
    from: `${oneLine(company.name)} <${company.mailFrom}>`,
    to: companyInbox(company, { plz: offer.plz, language: offer.language }),
    replyTo: offer.email,
    subject: oneLine(`Offerte ${offer.number} abgelehnt: ${offer.company}`),
    ...body,
  };
}

/** The one-click opt-out of an offer's reminder and next-cleaning mails (GET shows the page, POST per RFC 8058). */
export function offerUnsubscribeUrl(siteUrl: string, token: string, lang: Lang): string {
  return `${siteUrl}/api/offer-reminders/unsubscribe?token=${token}&lang=${lang}`;
}

function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The one reminder of an offer still open: in the offer's language, with its page and the opt-out. */
export function offerReminderMail(
  company: CompanyIdentity,
  offer: OfferSummary,
  links: { offerUrl: string; unsubscribeUrl: string },
): MailMessage {
  const lang = offer.language;
  const copy = offerPageCopy[lang];
  const visitorCopy = visitorMailCopy[lang];
  const validUntil = formatOfferDate(offerValidUntil(new Date(offer.createdAt)), lang);
  const body = render({
    paragraphs: [`${visitorCopy.greeting(offer.name)},`, fill(copy.reminderMail.text, { date: validUntil })],
    rows: [
      [offerCopy[lang].numberLabel, offer.number],
      [offerCopy[lang].total, formatChf(offer.quote.total)],
      [offerCopy[lang].validUntilLabel, validUntil],
    ],
    link: { label: copy.reminderMail.viewOffer, url: links.offerUrl },
    moreLinks: [{ label: copy.reminderMail.optOut, url: links.unsubscribeUrl }],
    footer: [visitorCopy.regards, ...signature(company)],
  });
  return {
    from: `${oneLine(company.name)} <${company.mailFrom}>`,
    to: offer.email,
    replyTo: company.email,
    subject: oneLine(fill(copy.reminderMail.subject, { number: offer.number })),
    ...body,
    headers: unsubscribeHeaders(links.unsubscribeUrl),
    onlyIfOffer: { id: offer.id, state: "sent" },
  };
}

/** The next-cleaning mail: a new quote pre-filled with the same inputs, and the opt-out. */
export function nextCleaningMail(
  company: CompanyIdentity,
  offer: OfferSummary,
  lang: Lang,
  links: { newQuoteUrl: string; unsubscribeUrl: string },
): MailMessage {
  const copy = offerPageCopy[lang];
  const visitorCopy = visitorMailCopy[lang];
  const body = render({
    paragraphs: [`${visitorCopy.greeting(offer.name)},`, copy.nextCleaningMail.text],
    link: { label: copy.nextCleaningMail.newQuote, url: links.newQuoteUrl },
    moreLinks: [{ label: copy.nextCleaningMail.optOut, url: links.unsubscribeUrl }],
    footer: [visitorCopy.regards, ...signature(company)],
  });
  return {
    from: `${oneLine(company.name)} <${company.mailFrom}>`,
    to: offer.email,
    replyTo: company.email,
    subject: oneLine(copy.nextCleaningMail.subject),
    ...body,
    headers: unsubscribeHeaders(links.unsubscribeUrl),
    onlyIfOffer: { id: offer.id, state: "accepted" },
  };
}
