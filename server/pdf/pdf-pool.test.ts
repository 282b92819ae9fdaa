import { afterAll, describe, expect, it } from "vitest";
import { computeQuote } from "#app/domain/pricing";
import { parseEnv } from "../env";
import { companyFromEnv } from "../mail/company";
import { renderMaintenancePlan } from "./maintenance-plan";
import { renderOfferPdf, type OfferDocument } from "./offer-pdf";
import { createPdfPool } from "./pdf-pool";

const company = companyFromEnv(parseEnv({ NODE_ENV: "test" }));
const pool = createPdfPool(company, 2);
afterAll(() => pool.close());

function offer(number: string): OfferDocument {
  return {
    number,
    createdAt: "2026-03-02T08:00:00.000Z",
    language: "fr",
    company: "Müller & Söhne Immobilien AG",
    name: "Zoë Dürrenmatt",
    email: "zoe@example.ch",
    plz: "4057 Basel",
    quote: computeQuote({ size: 50, unit: "kwp", roofType: "flachdach" }),
  };
}

/** The plan is stamped with the time it was made (and its file id is derived from that). */
function withoutCreationTime(pdf: Buffer): string {
  return pdf
    .toString("latin1")
    .replace(/\/CreationDate \(D:[^)]*\)/, "")
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, "");
}

describe("PDF worker threads", { timeout: 60_000 }, () => {
  it("render the same offer PDF as the renderer in the main thread, byte for byte", async () => {
    const document = offer("OF-260302-7K3QX9");
    const [inThread, inMain] = await Promise.all([pool.offer(document), renderOfferPdf(company, document)]);
    expect(inThread.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Buffer.isBuffer(inThread)).toBe(true);
    expect(inThread.equals(inMain)).toBe(true);
  });

  it("render the maintenance plan as the main thread does", async () => {
    const [inThread, inMain] = await Promise.all([pool.maintenancePlan("it"), renderMaintenancePlan(company, "it")]);
    expect(withoutCreationTime(inThread)).toBe(withoutCreationTime(inMain));
  });

  it("take many renders at once and count them", async () => {
    const before = pool.completed;
    const pdfs = await Promise.all(Array.from({ length: 12 }, (_, i) => pool.offer(offer(`OF-260302-00000${i}`))));
    for (const pdf of pdfs) expect(pdf.length).toBeGreaterThan(10_000);
    expect(pool.completed - before).toBe(12);
  });
});
