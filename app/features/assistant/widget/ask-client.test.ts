import { describe, expect, it } from "vitest";
import { AskFailed, askAssistant, parseAskReply } from "./ask-client";

const request = { message: "Was kostet 40 kWp Flachdach?", language: "de" as const, conversationHistory: [] };

function fakeFetch(respond: (init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond(init);
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("askAssistant", () => {
  it("posts the question as JSON to /api/ask and returns the reply", async () => {
    const { impl, calls } = fakeFetch(() => json(200, { response: "CHF 500.00", timestamp: "2026-11-23T10:00:00Z" }));
    const reply = await askAssistant(request, { fetchImpl: impl });
    expect(reply).toEqual({ response: "CHF 500.00", timestamp: "2026-11-23T10:00:00Z" });
    expect(calls[0]?.url).toBe("/api/ask");
    expect(calls[0]?.init.method).toBe("POST");
    expect(new Headers(calls[0]?.init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(request);
  });

  it("fails with the status on any other answer than 200", async () => {
    for (const status of [400, 403, 429, 500, 503]) {
      const { impl } = fakeFetch(() => json(status, { message: "x" }));
      await expect(askAssistant(request, { fetchImpl: impl })).rejects.toEqual(new AskFailed(status));
    }
  });

  it("fails on a network error, an unreadable body and an empty reply", async () => {
    await expect(
      askAssistant(request, { fetchImpl: fakeFetch(() => Promise.reject(new TypeError("offline"))).impl }),
    ).rejects.toBeInstanceOf(AskFailed);
    await expect(
      askAssistant(request, { fetchImpl: fakeFetch(() => new Response("<html>", { status: 200 })).impl }),
    ).rejects.toBeInstanceOf(AskFailed);
    await expect(
      askAssistant(request, { fetchImpl: fakeFetch(() => json(200, { response: "  " })).impl }),
    ).rejects.toBeInstanceOf(AskFailed);
  });

  it("gives up after the timeout", async () => {
    const hang = fakeFetch(
      (init) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("timeout", "TimeoutError"))),
        ),
    );
    await expect(askAssistant(request, { fetchImpl: hang.impl, timeoutMs: 20 })).rejects.toEqual(new AskFailed(null));
  });

  it("passes the visitor's abort on as an abort, not as a failure to show", async () => {
    const controller = new AbortController();
    const hang = fakeFetch(
      (init) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const pending = askAssistant(request, { fetchImpl: hang.impl, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("parseAskReply", () => {
  it("keeps a short outcome word for analytics and ignores anything else", () => {
    expect(parseAskReply({ response: "ok", timestamp: "t", outcome: "handover" }).outcome).toBe("handover");
    expect(parseAskReply({ response: "ok", timestamp: "t", outcome: "Some text with spaces" }).outcome).toBeUndefined();
  });

  it("dates a reply without a timestamp now", () => {
    expect(Date.parse(parseAskReply({ response: "ok" }).timestamp)).not.toBeNaN();
  });
});
