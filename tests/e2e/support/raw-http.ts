import http from "node:http";
import { HOST, PORT } from "./server";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still compressed when a Content-Encoding was used). */
  bytes: Buffer;
  /** The bytes as UTF-8 text. */
  body: string;
}

/**
 * A GET with the request target sent exactly as given: no URL parsing, no
 * normalisation of dot segments or percent escapes (which fetch and Playwright's
 * request fixture would do). For the malformed-URL tests.
 */
export function rawGet(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: HOST, port: PORT, method: "GET", path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, body: bytes.toString("utf8") });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout: GET ${path.slice(0, 80)}`)));
    request.end();
  });
}
