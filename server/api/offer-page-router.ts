import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { offerPagePaths } from "#app/content/route-table";
import { formMessages } from "#app/content/forms";
import { acceptErrorFields, offerAcceptSchema, offerDeclineSchema } from "#app/features/offer-page/offer-action-schema";
import type { OfferPageView } from "#app/features/offer-page/view";
import { languages, type Lang } from "#app/lib/i18n";
import type { Logger } from "../logger";
import { databaseUnavailable } from "../ops/database-unavailable";
import {
  acceptOffer,
  declineOffer,
  findOfferByToken,
  offerPageView,
  optOutOfOfferMails,
  orderDetails,
  type TransitionOutcome,
} from "../requests/offer-page";
import type { RequestDeps } from "../requests/requests";
import type { RateLimiter } from "./rate-limit";
import { acceptFormPost, BODY_LIMIT, bodyObject, echoValues } from "./router";

/**
 * The offer's own page (issue 20), one path per language ending in the access token:
 *
 * GET  /offerte/:token (/fr/devis, /it/preventivo, /en/quote)
 *   -> 200 the page in the offer's state; 404 the language's not-found page for an unknown,
 *      malformed or oversized token
 * POST the same path, url-encoded (the page's forms, with or without JavaScript) or JSON:
 *   intent=accept  street, town, period, accessNotes?, phone, conditions, nextCleaning?
 *   intent=decline reason?
 *   -> 303 to the page (post/redirect/get), which then shows the outcome; a form with errors
 *      gets the page again with the fields marked (400); JSON gets {state} instead of the redirect.
 *   Guards as every post: cross-site 403, content type 415, rate limit 429, body 413.
 *
 * Answers are never cached, never indexed and send no referrer to other sites (the path holds the token).
 */

export type RenderOfferPage = (req: Request, res: Response, next: NextFunction, view: OfferPageView) => void;

export interface OfferPageDeps {
  requests: RequestDeps;
  rateLimiter: RateLimiter;
  siteUrl: string;
  logger: Logger;
  /** Renders the page (React Router in the server; API tests answer the view as JSON). */
  render: RenderOfferPage;
}

function wantsJson(req: Request): boolean {
  return req.is("application/json") === "application/json" || req.accepts(["html", "json"]) === "json";
}

const finalStates = new Set(["accepted", "declined", "expired"]);

export function offerPageRouter(deps: OfferPageDeps): Router {
  const router = express.Router();
  const json = express.json({ limit: BODY_LIMIT });
  const urlencoded = express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 20 });
  const privateAnswer = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    // No referrer (with the token) to other sites; "no-referrer" would make the browser send
    // Origin: null with the page's own form posts, which the cross-site check refuses.
    res.setHeader("Referrer-Policy", "same-origin");
    next();
  };

  const show = (req: Request, res: Response, next: NextFunction, view: OfferPageView) => {
    res.status(view.status);
    deps.render(req, res, next, view);
  };

  for (const lang of languages) {
    const path = `${offerPagePaths[lang]}/:token`;
    router.get(path, privateAnswer, async (req, res, next) => {
      try {
        // A client-side navigation (the language switcher) asks for `<path>.data`: React Router
        // answers it from the same view.
        const raw = String(req.params.token);
        const token = raw.endsWith(".data") ? raw.slice(0, -".data".length) : raw;
        const offer = await findOfferByToken(deps.requests, token);
        show(req, res, next, offerPageView(deps.requests, lang, token, offer));
      } catch (error) {
        next(error);
      }
    });

    router.post(
      path,
      privateAnswer,
      acceptFormPost(deps.siteUrl),
      async (req, res, next) => {
        try {
          const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(req.ip ?? "unknown");
          if (allowed) return next();
          res.setHeader("Retry-After", String(retryAfterSeconds));
          if (wantsJson(req)) {
            res.status(429).json({ message: formMessages[lang].tooMany });
            return;
          }
          const token = String(req.params.token);
          const offer = await findOfferByToken(deps.requests, token);
          const view = offerPageView(deps.requests, lang, token, offer, {
            errors: [],
            values: {},
            message: formMessages[lang].tooMany,
          });
          show(req, res, next, { ...view, status: offer ? 429 : 404 });
        } catch (error) {
          next(error);
        }
      },
      json,
      urlencoded,
      async (req, res, next) => {
        try {
          const token = String(req.params.token);
          const body = bodyObject(req);
          const offer = await findOfferByToken(deps.requests, token);
          if (!offer) {
            if (wantsJson(req))
              res
                .status(404)
                .json({ message: offerPageView(deps.requests, lang, token, undefined).copy.notFound.title });
            else show(req, res, next, offerPageView(deps.requests, lang, token, undefined));
            return;
          }
          let outcome: TransitionOutcome;
          if (body.intent === "decline") {
            const parsed = offerDeclineSchema.safeParse(body);
            if (!parsed.success) {
              res.status(400).json({ message: formMessages[lang].invalid, fields: {} });
              return;
            }
            outcome = finalStates.has(offer.state)
              ? "unchanged"
              : await declineOffer(deps.requests, offer, parsed.data.reason);
          } else {
            const parsed = offerAcceptSchema.safeParse({ ...body, intent: "accept" });
            // An accepted, declined or expired offer shows its page whatever was sent: nothing is stored.
            if (!parsed.success && !finalStates.has(offer.state)) {
              const errors = acceptErrorFields(parsed.error);
              if (wantsJson(req)) {
                res.status(400).json({ message: formMessages[lang].invalid, fields: errors });
                return;
              }
              show(
                req,
                res,
                next,
                offerPageView(deps.requests, lang, token, offer, { errors, values: echoValues(body) }, 400),
              );
              return;
            }
            outcome = parsed.success
              ? await acceptOffer(deps.requests, offer, token, orderDetails(parsed.data), lang)
              : "unchanged";
          }
          if (wantsJson(req)) {
            const after = await findOfferByToken(deps.requests, token);
            res.status(200).json({ state: after?.state ?? offer.state, changed: outcome === "changed" });
            return;
          }
          // Post/redirect/get: a reload of the page that follows posts nothing again.
          res.redirect(303, `${offerPagePaths[lang]}/${token}`);
        } catch (error) {
          next(error);
        }
      },
    );
  }

  // One-click opt-out of the reminder and next-cleaning mails (List-Unsubscribe, RFC 8058: the POST
  // comes from the mail provider, so it has no Origin check; the token is the authority).
  const unsubscribe = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = typeof req.query.token === "string" ? req.query.token : "";
      const lang = languages.find((l) => l === req.query.lang) ?? "de";
      const known = await optOutOfOfferMails(deps.requests, token);
      if (req.method === "POST") {
        res.status(known ? 200 : 404).json({ ok: known });
        return;
      }
      // The offer's page says that no more reminders come (or is the language's 404 for an unknown token).
      res.redirect(303, `${offerPagePaths[lang]}/${known ? token : "-"}`);
    } catch (error) {
      next(error);
    }
  };
  router.get("/api/offer-reminders/unsubscribe", privateAnswer, unsubscribe);
  router.post("/api/offer-reminders/unsubscribe", privateAnswer, unsubscribe);

  // Errors of the routes above only.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const lang: Lang = languages.find((l) => req.path.startsWith(`${offerPagePaths[l]}/`)) ?? "de";
    const type = (error as { type?: string }).type;
    const status = (error as { status?: number }).status;
    if (type === "entity.too.large") {
      res.status(413).json({ message: formMessages[lang].tooLarge });
    } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
      res.status(415).json({ message: formMessages[lang].unsupportedType });
    } else if (status && status >= 400 && status < 500) {
      res.status(400).json({ message: formMessages[lang].invalid, fields: {} });
    } else if (databaseUnavailable(error, res, deps.logger, "/offer-page/:token")) {
      res.status(503).json({ message: formMessages[lang].unavailable(deps.requests.company.phone) });
    } else {
      deps.logger.error({ id: res.locals.requestId, path: "/offer-page/:token", err: error }, "offer page error");
      if (!res.headersSent) res.status(500).json({ message: formMessages[lang].offerFailure.title });
      else next(error);
    }
  });

  return router;
}
