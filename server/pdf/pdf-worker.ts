import { workerData } from "node:worker_threads";
import type { Lang } from "#app/lib/i18n";
import type { CompanyIdentity } from "../mail/company";
import { renderMaintenancePlan } from "./maintenance-plan";
import { loadPdfFonts } from "./fonts";
import { renderOfferPdf, warmUpOfferPdf, type OfferDocument } from "./offer-pdf";

/**
 * A PDF worker thread of the pool in pdf-pool.ts. Each thread parses the fonts and
 * lays out the fixed texts once, when it starts, and keeps them for every later
 * document. Bundled on its own (build/pdf-worker.mjs), so it holds pdfkit and the
 * PDF modules but nothing of the web server.
 */

export type PdfTask = { kind: "offer"; offer: OfferDocument } | { kind: "maintenance-plan"; lang: Lang };

export interface PdfWorkerData {
  company: CompanyIdentity;
}

const { company } = workerData as PdfWorkerData;
loadPdfFonts();
warmUpOfferPdf(company);

/** Renders one document; the bytes are copied back to the main thread (30-60 KB, cheaper than a transfer list). */
export default async function renderPdf(task: PdfTask): Promise<Uint8Array> {
  return task.kind === "offer" ? renderOfferPdf(company, task.offer) : renderMaintenancePlan(company, task.lang);
}
