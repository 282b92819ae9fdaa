import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import { createModulePreloadStripper } from "./lib/module-preloads.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response CSP nonce from the Express server; absent when prerendering. */
    cspNonce?: string;
    /** Outcome of a form sent without JavaScript, shown on the re-rendered page. */
    formResult?: import("./features/forms/result").FormResult;
    /** Status of that answer (400 for errors, 429 when over the limit, ...). */
    formStatus?: number;
    /** The offer page's view, worked out by the server (server/api/offer-page-router.ts). */
    offerPage?: import("./features/offer-page/view").OfferPageView;
  }
}

export const streamTimeout = 5_000;

/**
 * Server render. Every response waits for the whole document (onAllReady):
 * crawlers and prerendering get complete HTML. Inline scripts carry the request's
 * CSP nonce. The one suspense boundary (the quote calculator, whose code loads as
 * the page hydrates) is written in place: without `progressiveChunkSize` React would
 * move any boundary after the first 12.8 KB of the page to the end of the document,
 * hidden, and reveal it with an inline script (no content without JavaScript, and a
 * layout shift with it).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce || undefined;
  if (loadContext?.formResult) {
    // A page carrying someone's form outcome is never cached anywhere.
    responseHeaders.set("Cache-Control", "no-store");
    if (responseStatusCode === 200 && loadContext.formStatus) responseStatusCode = loadContext.formStatus;
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // No modulepreload links: they compete with the stylesheet for the first paint.
          const stripper = createModulePreloadStripper();
          stripper.pipe(body);
          pipe(stripper);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
