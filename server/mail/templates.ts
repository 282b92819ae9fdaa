import { formatDecimal } from "#app/lib/format";
import { languages, type Lang } from "#app/lib/i18n";
import { companyInbox, type CompanyIdentity } from "./company";
import { visitorMailCopy } from "#app/content/mail";
import { escapeHtml, oneLine, type MailMessage } from "./message";
import { swissDateTime } from "./swiss-time";

/**
 * Mails of the contact, lead and newsletter requests. Every value a visitor
 * typed is escaped for HTML and kept on one line in headers; addresses come
 * from the strict schema, so they are safe as To and Reply-To.
 */

export type Row = [label: string, value: string | number | null | undefined];

export interface Body {
  paragraphs: string[];
  rows?: Row[];
  /** A block of the visitor's own text, shown as written (line breaks kept). */
  quote?: { title: string; text: string };
  link?: { label: string; url: string };
  /** Further links, shown as plain links after the button. */
  moreLinks?: { label: string; url: string }[];
  footer: string[];
}

export function render(body: Body): { text: string; html: string } {
  const rows = (body.rows ?? []).filter(([, v]) => v !== undefined && v !== null && v !== "");
  const text = [
    ...body.paragraphs,
    rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    body.quote ? `${body.quote.title}:\n${body.quote.text}` : "",
    body.link ? `${body.link.label}: ${body.link.url}` : "",
    ...(body.moreLinks ?? []).map((l) => `${l.label}: ${l.url}`),
    "--",
    ...body.footer,
  ]
    .filter(Boolean)
    .join("\n\n");

  const p = (s: string) => `<p style="margin:0 0 14px">${escapeHtml(s)}</p>`;
  const table = rows.length
    ? `<table style="border-collapse:collapse;margin:0 0 16px">${rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 16px 4px 0;vertical-align:top;color:#475569">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(String(value))}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const quote = body.quote
    ? `<h2 style="font-size:15px;margin:0 0 6px">${escapeHtml(body.quote.title)}</h2><div style="white-space:pre-wrap;border-left:3px solid #f59e0b;padding:8px 12px;margin:0 0 16px;background:#f8fafc">${escapeHtml(body.quote.text)}</div>`
    : "";
  const link = body.link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.link.url)}" style="display:inline-block;background:#15803d;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(body.link.label)}</a></p>`
    : "";
  const moreLinks = (body.moreLinks ?? [])
    .map((l) => `<p style="margin:0 0 12px"><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`)
    .join("");
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;max-width:640px;margin:0 auto;padding:16px">${body.paragraphs
    .map(p)
    .join(
      "",
    )}${table}${quote}${link}${moreLinks}<hr style="border:none;border-top:1px solid #e2e8f0;margin:20px 0"><div style="font-size:13px;color:#475569">${body.footer
    .map((line) => escapeHtml(line))
    .join("<br>")}</div></body></html>`;
  return { text, html };
}

export function signature(company: CompanyIdentity): string[] {
  return [
    company.name,
    `${company.street}, ${company.postcode} ${company.city}`,
    `${company.phone} · ${company.email}`,
    company.siteUrl,
  ];
}

/** The visitor's language as the team's German mails name it ("Französisch"), from the language codes. */
const germanLanguageNames = new Intl.DisplayNames("de", { type: "language" });
export const languageNames = Object.fromEntries(
  languages.map((lang) => [lang, germanLanguageNames.of(lang)]),
) as Record<Lang, string>;

export interface ContactRecord {
  id: string;
  name: string;
  company?: string;
  email: string;
  phone?: string;
  message: string;
  language: Lang;
  page?: string;
  createdAt: string;
}

export function contactMails(company: CompanyIdentity, record: ContactRecord): MailMessage[] {
  const copy = visitorMailCopy[record.language];
  const toCompany = render({
    paragraphs: [`Neue Nachricht über das Kontaktformular der Website (Nr. ${record.id}).`],
    rows: [
      ["Name", record.name],
      ["Firma", record.company],
      ["E-Mail", record.email],
      ["Telefon", record.phone],
      ["Sprache", languageNames[record.language]],
      ["Seite", record.page ? `${company.siteUrl}${record.page}` : undefined],
      ["Eingang", swissDateTime(record.createdAt)],
    ],
    quote: { title: "Nachricht", text: record.message },
    footer: ["Antworten Sie direkt auf diese E-Mail: Die Antwort geht an die Absenderin oder den Absender."],
  });
  const toVisitor = render({
    paragraphs: [`${copy.greeting(record.name)},`, copy.contactIntro, copy.replyPromise],
    quote: { title: copy.yourMessage, text: record.message },
    footer: [copy.notYou, "", copy.regards, ...signature(company)],
  });
  return [
    {
      from: `${oneLine(company.name)} <${company.mailFrom}>`,
      to: companyInbox(company, { language: record.language }),
      replyTo: record.email,
      subject: oneLine(`Kontaktanfrage von ${record.name}${record.company ? ` (${record.company})` : ""}`),
      ...toCompany,
    },
    {
      from: `${oneLine(company.name)} <${company.mailFrom}>`,
      to: record.email,
      replyTo: company.email,
      subject: oneLine(copy.contactSubject(company.name)),
      ...toVisitor,
    },
  ];
}

export interface LeadRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  company?: string;
  area?: number;
  service?: string;
  message?: string;
  language: Lang;
  page?: string;
  createdAt: string;
}

export function leadMails(company: CompanyIdentity, record: LeadRecord): MailMessage[] {
  const copy = visitorMailCopy[record.language];
  const german = visitorMailCopy.de;
  const details = (labels: typeof copy.labels, services: Record<string, string>, lang: Lang): Row[] => [
    [labels.name, record.name],
    [labels.company, record.company],
    [labels.email, record.email],
    [labels.phone, record.phone],
    [labels.area, record.area === undefined ? undefined : formatDecimal(record.area, lang)],
    [labels.service, record.service ? (services[record.service] ?? record.service) : undefined],
  ];
  const toCompany = render({
    paragraphs: [`Neue Anfrage für eine kostenlose Offerte über die Website (Nr. ${record.id}).`],
    rows: [
      ...details(german.labels, german.services, "de"),
      ["Sprache", languageNames[record.language]],
      ["Seite", record.page ? `${company.siteUrl}${record.page}` : undefined],
      ["Eingang", swissDateTime(record.createdAt)],
    ],
    quote: record.message ? { title: "Nachricht", text: record.message } : undefined,
    footer: ["Antworten Sie direkt auf diese E-Mail: Die Antwort geht an die Absenderin oder den Absender."],
  });
  const toVisitor = render({
    paragraphs: [`${copy.greeting(record.name)},`, copy.leadIntro, copy.replyPromise],
    rows: details(copy.labels, copy.services, record.language),
    quote: record.message ? { title: copy.yourMessage, text: record.message } : undefined,
    footer: [copy.notYou, "", copy.regards, ...signature(company)],
  });
  return [
    {
      from: `${oneLine(company.name)} <${company.mailFrom}>`,
      to: companyInbox(company, { language: record.language }),
      replyTo: record.email,
      subject: oneLine(`Offertanfrage von ${record.name}${record.company ? ` (${record.company})` : ""}`),
      ...toCompany,
    },
    {
      from: `${oneLine(company.name)} <${company.mailFrom}>`,
      to: record.email,
      replyTo: company.email,
      subject: oneLine(copy.leadSubject(company.name)),
      ...toVisitor,
    },
  ];
}

/** List-Unsubscribe headers (RFC 2369 and one-click RFC 8058) for every newsletter mail. */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function newsletterConfirmationMail(
  company: CompanyIdentity,
  options: { email: string; language: Lang; confirmUrl: string; unsubscribeUrl: string },
): MailMessage {
  const copy = visitorMailCopy[options.language];
  const body = render({
    paragraphs: [copy.newsletterIntro],
    link: { label: copy.newsletterButton, url: options.confirmUrl },
    footer: [copy.newsletterIgnore, "", `${copy.unsubscribeText} ${options.unsubscribeUrl}`, "", ...signature(company)],
  });
  return {
    from: `${oneLine(company.name)} <${company.mailFrom}>`,
    to: options.email,
    subject: oneLine(copy.newsletterSubject(company.name)),
    headers: unsubscribeHeaders(options.unsubscribeUrl),
    ...body,
  };
}
