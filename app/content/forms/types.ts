/**
 * What a visitor reads when a request is refused or accepted. Shared by the server (JSON answers,
 * pages rendered without JavaScript) and the forms (toasts).
 */
export type FormField =
  | "name"
  | "company"
  | "email"
  | "phone"
  | "message"
  | "area"
  | "service"
  | "website"
  | "fillMs"
  | "language"
  | "page"
  | "plz"
  | "roofType"
  | "areaUnit"
  | "notes";

export interface FormMessages {
  required: string;
  invalid: string;
  fields: Partial<Record<FormField, string>>;
  tooLarge: string;
  unsupportedType: string;
  crossSite: string;
  tooMany: string;
  serverError: string;
  /** 503 while the database cannot be reached: try later, or call (the company's phone number). */
  unavailable: (phone: string) => string;
  contactSuccess: { title: string; description: string };
  contactFailure: { title: string; description: string };
  leadSuccess: { title: string; description: string };
  leadFailure: { title: string; description: string };
  newsletterSuccess: { title: string; description: string };
  newsletterFailure: { title: string; description: string };
  /** Instant quote (POST /api/offer): the offer is ready to download. */
  offerSuccess: { title: string; description: string };
  /**
   * Spec 8: `title` is the error shown when the server gives no message; `description`
   * is the alert, followed by the company's e-mail address.
   */
  offerFailure: { title: string; description: string };
  /** Field messages of the quote form; fields not listed here use `fields`. */
  offerFields: Partial<Record<FormField, string>>;
  /** GET /api/download-offer with an unknown or expired id. */
  offerNotFound: string;
}

/** The page a newsletter link leads to: confirmed, unsubscribed, or a link that is not (or no longer) valid. */
export type NewsletterOutcomeTexts = Record<
  "confirmed" | "unsubscribed" | "invalid",
  { title: string; message: string }
>;
