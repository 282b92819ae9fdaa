import { Transform } from "node:stream";

/**
 * React Router's <Scripts> puts a `<link rel="modulepreload">` for every chunk of the entry
 * and the matched routes into the head. Those ~125 KB of JavaScript are fetched at high
 * priority, next to the stylesheet, before anything is painted, although the page is complete
 * without them (everything is server-rendered and every form works without JavaScript). On a
 * slow mobile connection they delay the first paint by about a second (docs/budgets.md). Without
 * the links the browser still loads the same modules, from the inline module script's imports,
 * right after the stylesheet.
 */
const MODULE_PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HEAD_END = Buffer.from("</head>");

export function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD_LINK, "");
}

/**
 * A stream that removes the modulepreload links from the document head and passes everything
 * after `</head>` through untouched. The head is held back until it is complete, so a link split
 * across two chunks (or a character split across two bytes) is still removed whole.
 */
export function createModulePreloadStripper(): Transform {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (headDone) return callback(null, bytes);
      pending.push(bytes);
      pendingLength += bytes.length;
      const buffered = Buffer.concat(pending, pendingLength);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        pending = [buffered];
        return callback();
      }
      headDone = true;
      pending = [];
      pendingLength = 0;
      const split = end + HEAD_END.length;
      this.push(Buffer.from(stripModulePreloads(buffered.subarray(0, split).toString("utf8"))));
      callback(null, buffered.subarray(split));
    },
    flush(callback) {
      if (pendingLength === 0) return callback();
      callback(null, Buffer.from(stripModulePreloads(Buffer.concat(pending, pendingLength).toString("utf8"))));
    },
  });
}
