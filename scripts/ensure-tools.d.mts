/** See ensure-tools.mjs: makes sure pdftotext runs (installing poppler-utils as root); throws with what to install. */
export function ensurePdftotext(): string;
