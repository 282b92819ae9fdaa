import type { Quote } from "#app/domain/pricing";
import { formatChf, formatDecimal } from "#app/lib/format";
import type { Lang } from "#app/lib/i18n";
import { formatOfferDate, offerCopy, offerCopyLang, type OfferCopy } from "#app/content/offer-pdf";
import { companyInbox, type CompanyIdentity } from "./company";
import { visitorMailCopy } from "#app/content/mail";
import { oneLine, type MailAttachment, type MailMessage } from "./message";
import { languageNames, render, signature, type Row } from "./templates";
import { swissDateTime } from "./swiss-time";

/**
 * Mails of an instant-quote offer: the visitor's, in the language of the page,
 * and the company's notification, in German. Both carry the offer PDF, which
 * the outbox renders when it sends the mail (see rendered-attachments.ts).
 */

export interface OfferMailRecord {
  id: string;
  number: string;
  downloadId: string;
  /** The offer's own page (with its access token), where it can be accepted. */
  offerUrl?: string;
  language: Lang;
  page?: string;
  company: string;
  name?: string;
  email: string;
  phone?: string;
  plz: string;
  notes?: string;
  quote: Quote;
  createdAt: string;
  /** Last valid day, YYYY-MM-DD. */
  validUntil: string;
}

export function offerDownloadUrl(siteUrl: string, downloadId: string): string {
  return `${siteUrl}/api/download-offer/${downloadId}`;
}

function sizeText(copy: OfferCopy, quote: Quote): string {
  const size = copy.size(quote.size, quote.unit);
  return quote.unit === "m2" ? size : `${size} (${formatDecimal(quote.areaM2, offerCopyLang(copy))} m²)`;
}

function objectRows(copy: OfferCopy, record: OfferMailRecord): Row[] {
  return [
    [copy.numberLabel, record.number],
    [copy.locationLabel, record.plz],
    [copy.roofTypeLabel, copy.roofTypes[record.quote.roofType]],
    [copy.sizeLabel, sizeText(copy, record.quote)],
    [copy.total, formatChf(record.quote.total)],
    [copy.validUntilLabel, formatOfferDate(record.validUntil, record.language)],
  ];
}

export function offerMails(company: CompanyIdentity, record: OfferMailRecord): MailMessage[] {
  const copy = offerCopy[record.language];
  const german = offerCopy.de;
  const visitorCopy = visitorMailCopy[record.language];
  const from = `${oneLine(company.name)} <${company.mailFrom}>`;
  const pdf: MailAttachment = {
    filename: `${copy.fileStem}-${record.number}.pdf`,
    contentType: "application/pdf",
    contentBase64: "",
    render: { kind: "offer-pdf", recordId: record.id, pageUrl: record.offerUrl },
  };
  const validUntil = formatOfferDate(record.validUntil, record.language);

  const toCompany = render({
    paragraphs: [
      `Über den Offertrechner der Website wurde die Offerte ${record.number} erstellt und an ${record.email} gesendet. Das PDF liegt bei.`,
    ],
    rows: [
      [german.numberLabel, record.number],
      ["Firma / Name", record.company],
      [german.contactPersonLabel, record.name],
      [german.emailLabel, record.email],
      [german.phoneLabel, record.phone],
      [german.locationLabel, record.plz],
      [german.roofTypeLabel, german.roofTypes[record.quote.roofType]],
      [german.sizeLabel, sizeText(german, record.quote)],
      [german.net, formatChf(record.quote.net)],
      [german.total, formatChf(record.quote.total)],
      [german.validUntilLabel, formatOfferDate(record.validUntil, "de")],
      ["Sprache", languageNames[record.language]],
      ["Seite", record.page ? `${company.siteUrl}${record.page}` : undefined],
      ["Eingang", swissDateTime(record.createdAt)],
    ],
    quote: record.notes ? { title: "Bemerkungen", text: record.notes } : undefined,
    footer: ["Antworten Sie direkt auf diese E-Mail: Die Antwort geht an die Kundin oder den Kunden."],
  });

  const toVisitor = render({
    paragraphs: [
      `${visitorCopy.greeting(record.name)},`,
      copy.mail.intro,
      copy.mail.accept(company.phone),
      copy.mail.downloadNote(validUntil),
    ],
    rows: objectRows(copy, record),
    quote: record.notes ? { title: copy.notesTitle, text: record.notes } : undefined,
    link: record.offerUrl
      ? { label: copy.mail.viewAndAccept, url: record.offerUrl }
      : { label: copy.mail.download, url: offerDownloadUrl(company.siteUrl, record.downloadId) },
    moreLinks: record.offerUrl
      ? [{ label: copy.mail.download, url: offerDownloadUrl(company.siteUrl, record.downloadId) }]
      : undefined,
    footer: [copy.mail.notYou, "", visitorCopy.regards, ...signature(company)],
  });

  return [
    {
      from,
      to: companyInbox(company, { plz: record.plz, language: record.language }),
      replyTo: record.email,
      subject: oneLine(
        `Neue Offerte ${record.number}: ${record.company}${record.name && record.name !== record.company ? ` (${record.name})` : ""}, ${formatChf(record.quote.total)}`,
      ),
      ...toCompany,
      attachments: [pdf],
    },
    {
      from,
      to: record.email,
      replyTo: company.email,
      subject: oneLine(copy.mail.subject(record.number, company.name)),
      ...toVisitor,
      attachments: [pdf],
    },
  ];
}
