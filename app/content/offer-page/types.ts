import type { DeclineReason } from "#app/domain/offer-state";

/**
 * Texts of the offer's own page and of the mails that follow it (acceptance, reminder, next
 * cleaning), per language. Plain strings with {placeholders}, so the loader hands the page one
 * language's copy and the browser bundle carries none. Swiss German (ss, Sie, «Offerte»), Swiss
 * French (vous, «devis», no space before : ; ? !), Italian (Lei, «preventivo»), British English («quote»).
 */
export interface OfferPageCopy {
  /** {number} */
  title: string;
  intro: string;
  numberLabel: string;
  validUntilLabel: string;
  sizeLabel: string;
  roofTypeLabel: string;
  locationLabel: string;
  linesTitle: string;
  downloadPdf: string;
  contactTitle: string;
  /** Followed by the phone number and the e-mail address as links. */
  contactText: string;
  accept: {
    title: string;
    intro: string;
    street: string;
    town: string;
    period: string;
    periodAsap: string;
    periodFlexible: string;
    /** {month}: "März 2026" */
    periodMonth: string;
    accessNotes: string;
    accessNotesHint: string;
    phone: string;
    /** Before the link to the offer (the PDF with its conditions). */
    conditionsBefore: string;
    conditionsLink: string;
    conditionsAfter: string;
    conditionsMissing: string;
    nextCleaning: string;
    submit: string;
    errorTitle: string;
    fieldMissing: string;
  };
  decline: {
    title: string;
    intro: string;
    reason: string;
    reasons: Record<DeclineReason, string>;
    submit: string;
  };
  accepted: {
    title: string;
    /** {date}: when it was accepted; {time}: the city's call-out time ("innert 24 Stunden"). */
    text: string;
    nextSteps: string;
  };
  declined: { title: string; text: string };
  expired: { title: string; text: string; newQuote: string };
  notFound: { title: string; text: string; toQuote: string };
  tooMany: string;
  /** The customer's mail after acceptance. */
  confirmationMail: {
    /** {number} */
    subject: string;
    /** {number} */
    intro: string;
    /** {time} */
    nextSteps: string;
    summaryTitle: string;
    viewOffer: string;
  };
  reminderMail: {
    /** {number} */
    subject: string;
    /** {date}: last valid day */
    text: string;
    viewOffer: string;
    optOut: string;
  };
  nextCleaningMail: {
    subject: string;
    text: string;
    newQuote: string;
    optOut: string;
  };
  optOutDone: { title: string; text: string };
}
