import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An OpenAI-compatible chat completions server inside the test process: each test says how it
 * answers (a reply text, a delay, a status, a refusal) and reads what it was sent.
 */
export interface FakeBehaviour {
  reply?: string;
  delayMs?: number;
  status?: number;
  refusal?: string;
}

export interface FakeOpenAi {
  /** Base URL (…/v1) for ASSISTANT_LLM_URL. */
  url: string;
  behaviour: FakeBehaviour;
  received: { path: string; authorization?: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, "url" | "close"> = { behaviour: {}, received: [] };
  const pending = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      fake.received.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>,
      });
      const { reply = "", delayMs = 0, status = 200, refusal } = fake.behaviour;
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" });
        if (status !== 200) return res.end(JSON.stringify({ error: { message: "upstream failure" } }));
        res.end(
          JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion",
            choices: [
              {
                index: 0,
                finish_reason: "stop",
                message: { role: "assistant", content: refusal ? null : reply, refusal: refusal ?? null },
              },
            ],
          }),
        );
      }, delayMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
