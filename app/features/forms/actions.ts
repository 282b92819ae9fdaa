import type { FormKind } from "./result";

/** Where each form posts: JSON from the script, url-encoded from a browser without JavaScript. */
export const formActions: Record<FormKind, string> = {
  contact: "/api/contact",
  lead: "/api/leads",
  newsletter: "/api/newsletter",
};
