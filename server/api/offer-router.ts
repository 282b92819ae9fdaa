import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { formMessages } from "#app/content/forms";
import { describeOfferErrors, offerSchema } from "#app/features/quote/offer-schema";
import type { Logger } from "../logger";
import { databaseUnavailable, withParsedBody } from "../ops/database-unavailable";
import { offerFileName } from "../pdf/offer-pdf";
import { pdfPool } from "../pdf/pdf-pool";
import { findOfferForDownload, offerPdf, offerTokenMatches, storeOffer } from "../requests/offers";
import { looksLikeSpam, type RequestDeps } from "../requests/requests";
import { requestLanguage } from "./language";
import type { RateLimiter } from "./rate-limit";
import { findPageByPath, offerPagePath, pathOf } from "#app/content/route-table";
import type { Lang } from "#app/lib/i18n";
import { acceptFormPost, BODY_LIMIT, bodyObject, echoValues, wantsPage, type RenderPage } from "./router";

/**
 * The instant quote (spec 7, DESIGN "API contracts"):
 *
 * POST /api/offer  JSON {plz, roofType, area, areaUnit, name, email, phone, company, notes?, language?, page?}
 *   -> 200 {downloadId, message, title, offerNumber}; 400 {message, fields}; 403, 413, 415, 429 {message}
 * GET /api/download-offer/:downloadId
 *   -> 200 the PDF (attachment, no-store); 404 {message} for unknown or expired offers
 *
 * The same guards as the other posts, in the same order: cross-site 403, content
 * type 415 (JSON, or url-encoded from the form without JavaScript, which gets the
 * quote page back with the success card or the errors), rate limit 429,
 * body size 413, schema 400. Mounted before apiRouter, which ends with a 404.
 */

export interface OfferApiDeps {
  requests: RequestDeps;
  rateLimiter: RateLimiter;
  siteUrl: string;
  logger: Logger;
  /** Renders the quote page with the outcome for a form sent without JavaScript (absent in API-only tests). */
  renderPage?: RenderPage;
}

/** The quote page the form was sent from, or the quote page of the language. */
function quotePage(body: Record<string, unknown>, lang: Lang): string {
  const page = typeof body.page === "string" ? body.page : "";
  return findPageByPath(page) ? page : pathOf("prices", lang);
}

export function offerRouter(deps: OfferApiDeps): Router {
  // Starts the PDF threads now (they parse the fonts while the server starts); a missing font
  // stops start-up with a clear message instead of failing an offer.
  pdfPool(deps.requests.company);

  const router = express.Router();
  const json = express.json({ limit: BODY_LIMIT });
  const urlencoded = express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 50 });
  const noStore = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };

  router.post(
    "/offer",
    noStore,
    acceptFormPost(deps.siteUrl),
    async (req, res, next) => {
      try {
        const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(req.ip ?? "unknown");
        if (allowed) return next();
        res.setHeader("Retry-After", String(retryAfterSeconds));
        const lang = requestLanguage(req);
        if (wantsPage(req, deps)) {
          const { title } = formMessages[lang].offerFailure;
          const result = { form: "offer" as const, ok: false, title, message: formMessages[lang].tooMany };
          deps.renderPage!(req, res, next, pathOf("prices", lang), result, 429);
          return;
        }
        res.status(429).json({ message: formMessages[lang].tooMany });
      } catch (error) {
        next(error);
      }
    },
    json,
    urlencoded,
    async (req, res, next) => {
      const body = bodyObject(req);
      const lang = requestLanguage(req, body);
      const parsed = offerSchema.safeParse(body);
      if (!parsed.success) {
        const errors = describeOfferErrors(parsed.error, body, lang);
        if (wantsPage(req, deps)) {
          const { title } = formMessages[lang].offerFailure;
          const result = { form: "offer" as const, ok: false, title, ...errors, values: echoValues(body) };
          deps.renderPage!(req, res, next, quotePage(body, lang), result, 400);
          return;
        }
        res.status(400).json(errors);
        return;
      }
      try {
        const input = parsed.data;
        const offer = await storeOffer(deps.requests, input, {
          language: lang,
          page: input.page,
          spam: looksLikeSpam(input),
        });
        const { title, description } = formMessages[lang].offerSuccess;
        if (wantsPage(req, deps)) {
          // Without JavaScript: the quote page with the success card and its download link.
          const result = {
            form: "offer" as const,
            ok: true,
            title,
            message: description,
            downloadId: offer.downloadId,
            offerNumber: offer.number,
          };
          deps.renderPage!(req, res, next, quotePage(body, lang), result, 200);
          return;
        }
        res.status(200).json({ downloadId: offer.downloadId, message: description, title, offerNumber: offer.number });
      } catch (error) {
        next(error);
      }
    },
  );

  router.get("/download-offer/:downloadId", noStore, async (req, res, next) => {
    try {
      const offer = await findOfferForDownload(deps.requests, String(req.params.downloadId));
      if (!offer) {
        res.status(404).json({ message: formMessages[requestLanguage(req)].offerNotFound });
        return;
      }
      // The offer page's own download link carries the token (?t=): then the PDF links the page too.
      const token = typeof req.query.t === "string" ? req.query.t : "";
      const withPage = token !== "" && (await offerTokenMatches(deps.requests, offer.id, token));
      const pdf = await offerPdf(deps.requests.company, {
        ...offer,
        pageUrl: withPage ? `${deps.requests.company.siteUrl}${offerPagePath(offer.language, token)}` : undefined,
      });
      res
        .status(200)
        .set({
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${offerFileName(offer)}"`,
          "X-Robots-Tag": "noindex, nofollow",
        })
        .send(pdf);
    } catch (error) {
      next(error);
    }
  });

  // Errors of the routes above only (apiRouter handles everything else under /api).
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const lang = requestLanguage(req, bodyObject(req));
    const type = (error as { type?: string }).type;
    const status = (error as { status?: number }).status;
    if (type === "entity.too.large") {
      res.status(413).json({ message: formMessages[lang].tooLarge });
    } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
      res.status(415).json({ message: formMessages[lang].unsupportedType });
    } else if (status && status >= 400 && status < 500) {
      res.status(400).json({ message: formMessages[lang].invalid, fields: {} });
    } else if (
      databaseUnavailable(
        error,
        res,
        deps.logger,
        req.path.startsWith("/download-offer/") ? "/download-offer/:id" : req.path,
      )
    ) {
      withParsedBody(req, res, req.method === "POST" ? [json, urlencoded] : [], () => {
        const body = bodyObject(req);
        const formLang = requestLanguage(req, body);
        const message = formMessages[formLang].unavailable(deps.requests.company.phone);
        if (req.method === "POST" && wantsPage(req, deps)) {
          const title = formMessages[formLang].offerFailure.title;
          const result = { form: "offer" as const, ok: false, title, message, values: echoValues(body) };
          deps.renderPage!(req, res, next, quotePage(body, formLang), result, 503);
          return;
        }
        res.status(503).json({ message });
      });
    } else {
      deps.logger.error({ id: res.locals.requestId, path: req.route?.path, err: error }, "offer api error");
      if (!res.headersSent) {
        res.status(500).json({ message: formMessages[lang].offerFailure.title });
      }
    }
  });

  return router;
}
