import type { Company } from "./company";

/** Fills {companyName} {street} {postcode} {city} {uid} {email} {phone} in legal texts from configuration. */
export function fillCompany(text: string, company: Company): string {
  const values: Record<string, string> = {
    companyName: company.name,
    street: company.street,
    postcode: company.postcode,
    city: company.city,
    uid: company.uid,
    email: company.email,
    phone: company.phone,
  };
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
