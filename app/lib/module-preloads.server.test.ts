import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createModulePreloadStripper, stripModulePreloads } from "./module-preloads.server";

const head =
  '<!DOCTYPE html><html lang="de-CH"><head><meta charSet="utf-8"/><title>Dächer & Rinnen</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A1.js"/>' +
  '<link nonce="abc" rel="modulepreload" href="/assets/root-B2.js"/></head>';
const body =
  '<body><p>Gründach — Grösse</p><pre>&lt;link rel="modulepreload"&gt;</pre>' +
  '<script type="module" async="">import * as route0 from "/assets/root-B2.js";</script></body></html>';

async function throughStripper(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(createModulePreloadStripper()));
}

/** Cuts a string's bytes at the given offsets. */
function cut(html: string, offsets: number[]): Buffer[] {
  const bytes = Buffer.from(html);
  const points = [0, ...offsets, bytes.length];
  return points.slice(1).map((end, i) => bytes.subarray(points[i], end));
}

const expected = head.replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "") + body;

describe("stripModulePreloads", () => {
  it("removes every modulepreload link and keeps the other links", () => {
    const out = stripModulePreloads(head);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<title>Dächer & Rinnen</title>");
  });
});

describe("createModulePreloadStripper", () => {
  it("strips the head of a document sent in one chunk and leaves the body as it was", async () => {
    const out = await throughStripper([Buffer.from(head + body)]);
    expect(out).toBe(expected);
    expect(out).toContain('<pre>&lt;link rel="modulepreload"&gt;</pre>');
    expect(out).toContain('import * as route0 from "/assets/root-B2.js"');
  });

  it("removes a link that is split across chunks, and a character split across bytes", async () => {
    const linkMiddle = Buffer.from(head).indexOf("modulepreload") + 4;
    const umlaut = Buffer.from(head).indexOf(Buffer.from("ä")) + 1;
    const headEnd = Buffer.from(head).indexOf("</head>") + 3;
    const chunks = cut(head + body, [umlaut, linkMiddle, headEnd, Buffer.from(head).length + 20]);
    expect(chunks.length).toBe(5);
    expect(await throughStripper(chunks)).toBe(expected);
  });

  it("passes body chunks through after the head", async () => {
    const bytes = Buffer.byteLength(head);
    const out = await throughStripper(cut(head + body + body, [bytes, bytes + 7]));
    expect(out).toBe(expected + body);
  });

  it("strips a fragment that never closes a head", async () => {
    const fragment = '<link rel="modulepreload" href="/assets/x.js"/><p>Text</p>';
    expect(await throughStripper(cut(fragment, [10]))).toBe("<p>Text</p>");
  });
});
