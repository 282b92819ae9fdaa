import type { Lang } from "./i18n";

/**
 * The one analytics module. Events are typed: each has a fixed set of fields and
 * none of them can carry a name, e-mail, phone or message. As a second line of
 * defence, values that look like an e-mail address or a phone number are dropped.
 */
interface LanguageSwitch {
  from_language: Lang;
  to_language: Lang;
  page_path: string;
}

export interface AnalyticsEvents {
  page_view: { page_path: string; page_language: Lang };
  language_switch: LanguageSwitch;
  language_switch_mobile: LanguageSwitch;
  video_play: { video_id: string };
  lead_generated: { source: string; value?: number; currency?: "CHF" };
  calculator_submit: {
    calculator_type: "sofort_offerte";
    total_cost: number;
    input_size: number;
    unit: "m2" | "kwp" | "panel";
    size_m2: number;
    roof_type: string;
  };
  whatsapp_open: { source: string };
  contact_form: { status: "success" | "error"; page_language: Lang };
  lead_form: { status: "success" | "error"; page_language: Lang; service?: string };
  /** The chat assistant: opened, and each question's outcome ("answered", the server's kind, or "error"); never the text. */
  assistant_open: { page_language: Lang };
  assistant_message: { page_language: Lang; outcome: string };
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const phoneLike = /(\+|\b0)\d[\d\s/-]{7,}\d/;

/** Drop any value that looks like personal data; keep numbers and plain strings. */
export function scrubParams(params: Record<string, unknown>): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "number" || typeof value === "boolean") clean[key] = value;
    else if (typeof value === "string" && !emailLike.test(value) && !phoneLike.test(value))
      clean[key] = value.slice(0, 100);
  }
  return clean;
}

function gtag(...args: unknown[]): void {
  if (typeof window === "undefined") return;
  if (typeof window.gtag === "function") window.gtag(...args);
  else (window.dataLayer ??= []).push(args);
}

export function track<E extends keyof AnalyticsEvents>(event: E, params: AnalyticsEvents[E]): void {
  gtag("event", event, scrubParams(params as unknown as Record<string, unknown>));
}

export type ConsentChoice = "accepted" | "declined";

/** Google Consent Mode v2 signals for a choice. */
export function consentSignals(choice: ConsentChoice) {
  const value = choice === "accepted" ? "granted" : "denied";
  return { ad_storage: value, analytics_storage: value, ad_user_data: value, ad_personalization: value } as const;
}

export function updateConsent(choice: ConsentChoice): void {
  gtag("consent", "update", consentSignals(choice));
}
