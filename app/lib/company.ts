/** Company identity as the pages show it; values come from configuration (server/env.ts). */
export interface Company {
  name: string;
  phone: string;
  email: string;
  street: string;
  postcode: string;
  city: string;
  uid: string;
  whatsapp: string;
}

/** "tel:" href from a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
