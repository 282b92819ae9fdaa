import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { Lang } from "#app/lib/i18n";
import type { CompanyIdentity } from "../mail/company";
import { fontDirectory } from "./fonts";
import type { OfferDocument } from "./offer-pdf";
import type { PdfTask, PdfWorkerData } from "./pdf-worker";

/**
 * Offer and maintenance-plan PDFs are rendered in worker threads (piscina), so a
 * render (pdfkit, 8-20 ms of CPU) never blocks the event loop that answers every
 * other request. Each thread keeps its parsed fonts and laid-out fixed texts
 * (pdf-worker.ts). One thread per CPU, at most four: rendering is pure CPU work.
 *
 * The worker is a file of its own: build/pdf-worker.mjs beside the server bundle
 * (scripts/build-server.mjs makes both). Running from the TypeScript source (Vitest),
 * it is bundled on first use with esbuild into node_modules/.cache/pdf-worker.
 */
export interface PdfPool {
  offer(offer: OfferDocument): Promise<Buffer>;
  maintenancePlan(lang: Lang): Promise<Buffer>;
  /** Documents rendered so far (all threads). */
  readonly completed: number;
  /** Waits for the running renders and stops the threads. */
  close(): Promise<void>;
}

const MAX_THREADS = 4;
/** An idle thread stops after a minute; the first one stays, warm. */
const IDLE_TIMEOUT_MS = 60_000;

export function createPdfPool(company: CompanyIdentity, threads = defaultThreads()): PdfPool {
  // A missing font stops start-up with a clear message here rather than failing in a thread later.
  fontDirectory();
  const workerData: PdfWorkerData = { company };
  const piscina = new Piscina<PdfTask, Uint8Array>({
    filename: workerFile(),
    name: "default",
    minThreads: 1,
    maxThreads: Math.max(1, threads),
    idleTimeout: IDLE_TIMEOUT_MS,
    workerData,
  });
  const run = async (task: PdfTask) => {
    const bytes = await piscina.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    offer: (offer) => run({ kind: "offer", offer: plainOffer(offer) }),
    maintenancePlan: (lang) => run({ kind: "maintenance-plan", lang }),
    get completed() {
      return piscina.completed;
    },
    close: () => piscina.close(),
  };
}

function defaultThreads(): number {
  return Math.min(MAX_THREADS, availableParallelism());
}

/** Only what the PDF shows crosses to the thread (a stored offer carries more). */
function plainOffer(offer: OfferDocument): OfferDocument {
  const { number, createdAt, language, company, name, email, phone, plz, notes, quote, pageUrl } = offer;
  return { number, createdAt, language, company, name, email, phone, plz, notes, quote, pageUrl };
}

const shared = new Map<string, PdfPool>();

/**
 * The process's pool for a company identity, made on first use. The worker threads
 * are unreferenced while idle, so they never keep a finished process (a test, a CLI
 * command) alive.
 */
export function pdfPool(company: CompanyIdentity): PdfPool {
  const key = JSON.stringify(company);
  let pool = shared.get(key);
  if (!pool) {
    pool = createPdfPool(company);
    shared.set(key, pool);
  }
  return pool;
}

/** Stops the shared pools (graceful shutdown). */
export async function closePdfPools(): Promise<void> {
  const pools = [...shared.values()];
  shared.clear();
  await Promise.all(pools.map((pool) => pool.close()));
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** build/pdf-worker.mjs beside the bundle, or the source bundled into node_modules/.cache. */
function workerFile(): string {
  const bundled = path.join(here, "pdf-worker.mjs");
  if (existsSync(bundled)) return bundled;
  const source = path.join(here, "pdf-worker.ts");
  if (!existsSync(source)) {
    throw new Error(
      `The PDF worker ${bundled} is missing: run \`node scripts/build-server.mjs\` (or \`npm run build\`).`,
    );
  }
  return bundleWorkerFromSource(source);
}

/**
 * esbuild (a development dependency) bundles the worker as scripts/build-server.mjs
 * does. The file is named by a hash of the sources, written under a temporary name
 * and renamed, so test files starting pools at once share one correct file. The
 * fonts are linked beside it, where fonts.ts looks for them.
 */
function bundleWorkerFromSource(source: string): string {
  const root = path.resolve(here, "../..");
  const cacheDir = path.join(root, "node_modules/.cache/pdf-worker");
  mkdirSync(cacheDir, { recursive: true });
  const fonts = path.join(cacheDir, "fonts");
  if (!existsSync(fonts)) {
    try {
      symlinkSync(path.join(root, "server/pdf/fonts"), fonts, "dir");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  // A development dependency, loaded only here: production runs the bundled worker.
  const esbuild = createRequire(path.join(root, "package.json"))("esbuild") as typeof import("esbuild");
  const result = esbuild.buildSync({
    entryPoints: [source],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  const file = path.join(cacheDir, `pdf-worker-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.mjs`);
  if (!existsSync(file) || !readFileSync(file).equals(code)) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
  }
  return file;
}
