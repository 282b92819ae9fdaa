/**
 * Texts of the mails a visitor receives, per language; the reply time is the site facts' (24 hours) in all four.
 * French without a space before : ? ! (as on the site), Italian with a capitalised "Lei", English "quote".
 */
export interface VisitorMailCopy {
  /** The salutation: with the contact person's name, or a neutral one when only a company was given. */
  greeting: (name?: string) => string;
  contactSubject: (company: string) => string;
  contactIntro: string;
  leadSubject: (company: string) => string;
  leadIntro: string;
  replyPromise: string;
  yourMessage: string;
  yourRequest: string;
  notYou: string;
  regards: string;
  newsletterSubject: (company: string) => string;
  newsletterIntro: string;
  newsletterButton: string;
  newsletterIgnore: string;
  unsubscribeText: string;
  labels: {
    name: string;
    company: string;
    email: string;
    phone: string;
    area: string;
    service: string;
    message: string;
  };
  services: Record<string, string>;
}
