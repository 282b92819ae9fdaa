import { certificatesDe } from "./de";
import type { CertificatesContent } from "./types";

export type { CertificatesContent } from "./types";

/** German only: the page has no French, Italian or English version. */
export const certificatesContent: Record<"de", CertificatesContent> = { de: certificatesDe };
