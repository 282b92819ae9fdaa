import type { LeadService } from "#app/content/forms/lead-services";
import type { HeroCopy, PageContent } from "../types";

/** Texts of the lead form that the shared UI strings do not have (the form is German only). */
export interface LeadFormText {
  areaLabel: string;
  areaHint: string;
  serviceLabel: string;
  servicePlaceholder: string;
  serviceLabels: Record<LeadService, string>;
  messageLabel: string;
  messageHint: string;
  submit: string;
}

/**
 * /leads (German only, spec 2): the free-offer lead form, what happens after sending, and the
 * direct contact details (phone, e-mail and address come from configuration).
 */
export interface LeadsContent extends PageContent {
  /** `formButton` jumps to the form. */
  hero: HeroCopy & { formButton: string };
  form: {
    /** Anchor id of the form (also where a post without JavaScript returns to). */
    id: string;
    title: string;
    intro: string;
    response: string;
  };
  fields: LeadFormText;
  benefits: { title: string; items: string[] };
  steps: { title: string; items: { title: string; description: string }[] };
  direct: {
    title: string;
    text: string;
    phoneLabel: string;
    emailLabel: string;
    addressLabel: string;
    hours: string;
  };
}
