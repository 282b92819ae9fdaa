import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { uiStrings } from "#app/content/ui";
import { askMessages, parseAsk, type AskResponse } from "#app/features/assistant/ask-schema";
import { formMessages } from "#app/content/forms";
import type { Lang } from "#app/lib/i18n";
import type { Assistant } from "../assistant";
import type { ChatModel } from "../assistant-model/chat-model";
import { answerWithModel, type ModelAnswer } from "../assistant-model/model-answer";
import type { Logger } from "../logger";
import { databaseUnavailable } from "../ops/database-unavailable";
import { requestLanguage } from "./language";
import type { RateLimiter } from "./rate-limit";
import { acceptFormPost, BODY_LIMIT } from "./router";

/**
 * The chat assistant (spec 7, issue #14):
 *
 * POST /api/ask  JSON {message, language, conversationHistory: [{role, content}]}
 *   -> 200 {response, timestamp, outcome}; 400 {message, field}; 403, 413, 415, 429, 503 {message}
 *
 * Guards in the order of the form posts: cross-site 403, content type 415 (JSON only: no page
 * form posts here), the assistant's own rate limit per address 429, body size 413, then the
 * limits of ask-schema 400. When no answer can be made (the answerer fails, the rate-limit
 * store is away) the visitor reads the widget's apology with the phone number: 503, never 500.
 * The log has the message's length, the languages, the kind of answer and the outcome, never
 * the text. Mounted before apiRouter, which ends with a 404.
 */

export interface AssistantApiDeps {
  /** The embedded answerer; a function so it can be built once, at start-up or on the first question. */
  assistant: () => Assistant;
  /** Counts questions per address against ASSISTANT_RATE_LIMIT_PER_MINUTE (not the forms' budget). */
  rateLimiter: RateLimiter;
  siteUrl: string;
  companyPhone: string;
  logger: Logger;
  /** The optional language model (ASSISTANT_LLM_URL). */
  model?: ChatModel;
}

/** Keys of the assistant's counts differ from the forms' ones, so the two budgets never add up. */
export const ASSISTANT_RATE_KEY_PREFIX = "assistant|";

export function unavailableMessage(lang: Lang, phone: string): string {
  return uiStrings[lang].assistant.apology.replace("{phone}", phone);
}

export function assistantRouter(deps: AssistantApiDeps): Router {
  const router = express.Router();
  const json = express.json({ limit: BODY_LIMIT, strict: false });
  const guard = acceptFormPost(deps.siteUrl);

  function jsonOnly(req: Request, res: Response, next: NextFunction) {
    if (req.is("application/json")) return next();
    res.status(415).json({ message: formMessages[requestLanguage(req)].unsupportedType });
  }

  async function rateLimit(req: Request, res: Response, next: NextFunction) {
    try {
      const address = req.ip ?? "unknown";
      const { allowed, retryAfterSeconds } = await deps.rateLimiter.hit(`${ASSISTANT_RATE_KEY_PREFIX}${address}`);
      if (allowed) return next();
      res.setHeader("Retry-After", String(retryAfterSeconds));
      res.status(429).json({ message: formMessages[requestLanguage(req)].tooMany });
    } catch (error) {
      next(error);
    }
  }

  async function ask(req: Request, res: Response) {
    const started = process.hrtime.bigint();
    const parsed = parseAsk(req.body, requestLanguage(req));
    if (!parsed.ok) {
      res.status(400).json({ message: parsed.message, field: parsed.field });
      return;
    }
    const { message, language, conversationHistory } = parsed.data;
    const logFields = { id: res.locals.requestId, length: message.length, pageLanguage: language };
    let reply: {
      text: string;
      language: Lang;
      kind: string;
      outcome: string;
      source: string;
      model?: string;
      choice?: number;
      modelStatus?: number;
    };
    try {
      const input = { message, language, history: conversationHistory };
      // The candidates are made only for a model to choose among.
      const { answer, ...modelFields }: ModelAnswer = deps.model
        ? await answerWithModel(deps.model, deps.assistant().consider(input), input)
        : { answer: deps.assistant().answer(input), source: "embedded" };
      reply = {
        ...modelFields,
        text: answer.text,
        language: answer.language,
        kind: answer.kind,
        outcome: answer.outcome,
      };
    } catch (error) {
      // The error's message could quote the question: only its class goes to the log.
      const errorName = error instanceof Error ? error.name : typeof error;
      deps.logger.error({ ...logFields, error: errorName }, "assistant failed: answered 503");
      res.status(503).json({ message: unavailableMessage(language, deps.companyPhone) });
      return;
    }
    deps.logger.info(
      {
        ...logFields,
        language: reply.language,
        kind: reply.kind,
        outcome: reply.outcome,
        source: reply.source,
        ...(reply.model ? { model: reply.model } : {}),
        ...(reply.choice === undefined ? {} : { choice: reply.choice }),
        ...(reply.modelStatus ? { modelStatus: reply.modelStatus } : {}),
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      },
      "assistant answer",
    );
    const body: AskResponse = { response: reply.text, timestamp: new Date().toISOString(), outcome: reply.outcome };
    res.status(200).json(body);
  }

  // Answers depend on the question (refusals too): never cached.
  router.use("/ask", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.post("/ask", guard, jsonOnly, rateLimit, json, (req, res, next) => {
    ask(req, res).catch(next);
  });

  router.all("/ask", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ message: "Method not allowed" });
  });

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith("/ask")) return next(error);
    const lang = requestLanguage(req);
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") {
      res.status(413).json({ message: formMessages[lang].tooLarge });
      return;
    }
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(400).json({ message: askMessages[lang].unreadable });
      return;
    }
    if (!databaseUnavailable(error, res, deps.logger, req.path)) {
      deps.logger.error({ id: res.locals.requestId, path: req.path, error: (error as Error)?.name }, "assistant error");
    }
    res.status(503).json({ message: unavailableMessage(lang, deps.companyPhone) });
  });

  return router;
}
