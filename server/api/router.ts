import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { z } from "zod";
import { findPageByPath, pathOf } from "#app/content/route-table";
import { formMessages, newsletterOutcomeTexts, type FormField } from "#app/content/forms";
import type { FormKind, FormResult } from "#app/features/forms/result";
import {
  contactSchema,
  describeErrors,
  leadSchema,
  newsletterSchema,
  requiredFields,
} from "#app/features/forms/schemas";
import type { Lang } from "#app/lib/i18n";
import type { Logger } from "../logger";
import { databaseUnavailable, withParsedBody } from "../ops/database-unavailable";
import {
  confirmNewsletter,
  looksLikeSpam,
  storeContact,
  storeLead,
  subscribeNewsletter,
  unsubscribeNewsletter,
  type RequestDeps,
} from "../requests/requests";
import { requestLanguage } from "./language";
import type { RateLimiter } from "./rate-limit";

/** Largest accepted body: a long message fits many times over, a flood does not. */
export const BODY_LIMIT = "32kb";

export type RenderPage = (
  req: Request,
  res: Response,
  next: NextFunction,
  page: string,
  result: FormResult,
  status: number,
) => void;

export interface ApiDeps {
  requests: RequestDeps;
  rateLimiter: RateLimiter;
  siteUrl: string;
  logger: Logger;
  /**
   * Renders a page with the outcome of a form sent without JavaScript. Absent
   * in API-only tests: then every answer is JSON.
   */
  renderPage?: RenderPage;
}

type Handler = (
  deps: ApiDeps,
  data: Record<string, unknown>,
  lang: Lang,
) => Promise<{ id?: string; title: string; description: string }>;

interface FormEndpoint {
  kind: FormKind;
  schema: z.ZodType<Record<string, unknown>>;
  required: readonly FormField[];
  store: Handler;
  /** Where a form sent without JavaScript lands when its page is unknown. */
  fallbackPage: (lang: Lang) => string;
}

const endpoints: Record<string, FormEndpoint> = {
  "/contact": {
    kind: "contact",
    schema: contactSchema as unknown as z.ZodType<Record<string, unknown>>,
    required: requiredFields.contact,
    fallbackPage: (lang) => pathOf("contact", lang),
    async store(deps, data, lang) {
      const input = data as z.infer<typeof contactSchema>;
      const id = await storeContact(deps.requests, input, {
        language: lang,
        page: input.page,
        spam: looksLikeSpam(input),
      });
      return { id, ...formMessages[lang].contactSuccess };
    },
  },
  "/leads": {
    kind: "lead",
    schema: leadSchema as unknown as z.ZodType<Record<string, unknown>>,
    required: requiredFields.lead,
    fallbackPage: () => "/leads",
    async store(deps, data, lang) {
      const input = data as z.infer<typeof leadSchema>;
      const id = await storeLead(deps.requests, input, {
        language: lang,
        page: input.page,
        spam: looksLikeSpam(input),
      });
      return { id, ...formMessages[lang].leadSuccess };
    },
  },
  "/newsletter": {
    kind: "newsletter",
    schema: newsletterSchema as unknown as z.ZodType<Record<string, unknown>>,
    required: requiredFields.newsletter,
    fallbackPage: (lang) => pathOf("blog", lang),
    async store(deps, data, lang) {
      const input = data as z.infer<typeof newsletterSchema>;
      await subscribeNewsletter(deps.requests, input, { language: lang, page: input.page, spam: looksLikeSpam(input) });
      return formMessages[lang].newsletterSuccess;
    },
  },
};

/** A browser form sent without JavaScript: answer with a page, not JSON. */
export function wantsPage(req: Request, deps: { renderPage?: RenderPage }): boolean {
  return Boolean(deps.renderPage) && !req.is("application/json") && req.accepts(["json", "html"]) === "html";
}

export function isCrossSite(req: Request, siteUrl: string): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  try {
    const url = new URL(origin);
    return url.host !== req.get("host") && url.origin !== new URL(siteUrl).origin;
  } catch {
    return true; // "null" (sandboxed frames, file pages) and anything unparsable
  }
}

/** The first guards of every form post: 403 from another site, 415 for other content types. */
export function acceptFormPost(siteUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const lang = requestLanguage(req);
    if (isCrossSite(req, siteUrl)) {
      res.status(403).json({ message: formMessages[lang].crossSite });
      return;
    }
    if (!req.is(["application/json", "application/x-www-form-urlencoded"])) {
      res.status(415).json({ message: formMessages[lang].unsupportedType });
      return;
    }
    next();
  };
}

export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Only strings go back into the re-rendered form (never the honeypot). */
export function echoValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string" && key !== "website" && value.length <= 5000) values[key] = value;
  }
  return values;
}

function targetPage(endpoint: FormEndpoint, body: Record<string, unknown>, lang: Lang): string {
  const page = typeof body.page === "string" ? body.page : "";
  return findPageByPath(page) ? page : endpoint.fallbackPage(lang);
}

export function apiRouter(deps: ApiDeps): Router {
  const router = express.Router();
  // Answers carry someone's request or token outcome: never cached.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  const json = express.json({ limit: BODY_LIMIT, strict: false });
  const urlencoded = express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 50 });

  function refuse(req: Request, res: Response, next: NextFunction, status: number, message: string) {
    const endpoint = endpoints[req.path];
    if (endpoint && wantsPage(req, deps)) {
      const body = bodyObject(req);
      const lang = requestLanguage(req, body);
      const result: FormResult = {
        form: endpoint.kind,
        ok: false,
        title: formMessages[lang][`${endpoint.kind}Failure`].title,
        message,
        values: echoValues(body),
      };
      deps.renderPage!(req, res, next, targetPage(endpoint, body, lang), result, status);
      return;
    }
    res.status(status).json({ message });
  }

  for (const [path, endpoint] of Object.entries(endpoints)) {
    router.post(
      path,
      acceptFormPost(deps.siteUrl),
      async (req, res, next) => {
        try {
          const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(req.ip ?? "unknown");
          if (allowed) return next();
          res.setHeader("Retry-After", String(retryAfterSeconds));
          refuse(req, res, next, 429, formMessages[requestLanguage(req)].tooMany);
        } catch (error) {
          next(error);
        }
      },
      json,
      urlencoded,
      async (req, res, next) => {
        const body = bodyObject(req);
        const lang = requestLanguage(req, body);
        const parsed = endpoint.schema.safeParse(body);
        if (!parsed.success) {
          const errors = describeErrors(parsed.error, body, endpoint.required, lang);
          if (wantsPage(req, deps)) {
            deps.renderPage!(
              req,
              res,
              next,
              targetPage(endpoint, body, lang),
              {
                form: endpoint.kind,
                ok: false,
                title: formMessages[lang][`${endpoint.kind}Failure`].title,
                ...errors,
                values: echoValues(body),
              },
              400,
            );
            return;
          }
          res.status(400).json(errors);
          return;
        }
        try {
          const { id, title, description: message } = await endpoint.store(deps, parsed.data, lang);
          if (wantsPage(req, deps)) {
            deps.renderPage!(
              req,
              res,
              next,
              targetPage(endpoint, body, lang),
              { form: endpoint.kind, ok: true, title, message },
              200,
            );
            return;
          }
          res
            .status(200)
            .json(
              id
                ? { ok: true, id, message: { title, description: message } }
                : { ok: true, message: { title, description: message } },
            );
        } catch (error) {
          next(error);
        }
      },
    );
  }

  const tokenOf = (req: Request) => {
    const token = req.query.token;
    return typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
  };

  router.get("/newsletter/confirm", async (req, res, next) => {
    try {
      const token = tokenOf(req);
      const outcome = token ? await confirmNewsletter(deps.requests, token) : { status: "invalid" as const };
      newsletterPage(req, res, next, outcome.status, outcome.language);
    } catch (error) {
      next(error);
    }
  });

  async function unsubscribe(req: Request, res: Response, next: NextFunction) {
    try {
      const token = tokenOf(req);
      const outcome = token ? await unsubscribeNewsletter(deps.requests, token) : { status: "invalid" as const };
      if (req.method === "POST") {
        // RFC 8058 one-click from the mail program: no page, just the status.
        res.status(outcome.status === "invalid" ? 404 : 200).json({ ok: outcome.status !== "invalid" });
        return;
      }
      newsletterPage(req, res, next, outcome.status, outcome.language);
    } catch (error) {
      next(error);
    }
  }
  router.get("/newsletter/unsubscribe", unsubscribe);
  router.post("/newsletter/unsubscribe", urlencoded, unsubscribe);

  function newsletterPage(
    req: Request,
    res: Response,
    next: NextFunction,
    status: "confirmed" | "unsubscribed" | "invalid",
    language: Lang | undefined,
  ) {
    const lang = language ?? requestLanguage(req);
    const texts = newsletterOutcomeTexts[lang][status];
    const result: FormResult = { form: "newsletter", ok: status !== "invalid", ...texts };
    const code = status === "invalid" ? 404 : 200;
    if (deps.renderPage) deps.renderPage(req, res, next, pathOf("blog", lang), result, code);
    else res.status(code).json({ ok: result.ok, message: texts.message });
  }

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const type = (error as { type?: string }).type;
    const lang = requestLanguage(req);
    if (type === "entity.too.large") return refuse(req, res, next, 413, formMessages[lang].tooLarge);
    if (type === "entity.parse.failed" || type === "encoding.unsupported" || type === "charset.unsupported") {
      return refuse(req, res, next, 400, formMessages[lang].invalid);
    }
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) return refuse(req, res, next, status, formMessages[lang].invalid);
    if (databaseUnavailable(error, res, deps.logger, req.path)) {
      return withParsedBody(req, res, [json, urlencoded], () => {
        const formLang = requestLanguage(req, bodyObject(req));
        refuse(req, res, next, 503, formMessages[formLang].unavailable(deps.requests.company.phone));
      });
    }
    deps.logger.error({ id: res.locals.requestId, path: req.path, err: error }, "api error");
    if (!res.headersSent) res.status(500).json({ message: formMessages[lang].serverError });
  });

  return router;
}
