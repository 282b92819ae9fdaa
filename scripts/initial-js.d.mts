import type { Page } from "@playwright/test";

/** See initial-js.mjs: the initial JavaScript of a page as a browser fetches it. */
export const JS_BUDGET_KB: number;

export interface InitialScript {
  /** Path of the script, e.g. /assets/entry.client-B0xd7h14.js. */
  url: string;
  status: number | null;
  /** Content-Encoding of the response ("gzip", or "identity" when uncompressed). */
  encoding: string;
  rawBytes: number;
  /** Bytes of the body on the wire, asking for gzip (gzip -9 of the body if it came in another encoding). */
  gzipBytes: number;
}

export interface InitialJs {
  url: string;
  fileCount: number;
  gzipBytes: number;
  gzipKB: number;
  rawBytes: number;
  budgetKB: number;
  pass: boolean;
  files: InitialScript[];
}

export function measureInitialJs(page: Page, url: string): Promise<InitialJs>;
export function kb(bytes: number): number;
