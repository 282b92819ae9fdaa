import { z } from "zod";
import { parseMailRoutes } from "./mail/mail-routes";

/**
 * Configuration, validated once. A bad value stops start-up (and the build) with
 * a message naming the variable. SITE_URL, GA_MEASUREMENT_ID and the COMPANY_*
 * values are baked into the prerendered HTML, so they are read at build time too.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const emailAddress = z.email({ message: "must be an e-mail address" });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    SITE_URL: z
      .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL such as https://www.example.ch" })
      .default("https://www.solar-dachpflege.ch")
      .transform((v) => v.replace(/\/+$/, "")),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: emailAddress.default("website@solar-dachpflege.ch"),
    MAIL_TO: emailAddress.default("info@solar-dachpflege.ch"),
    /** Company mails by postcode or language, e.g. 1000-2999:romandie@example.ch,it:ticino@example.ch (server/mail/mail-routes.ts). */
    MAIL_ROUTES: optionalString,
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
    /** Chat questions (POST /api/ask) per IP and minute: a budget of their own, apart from the forms'. */
    ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(30),
    /** Optional language model for the chat assistant: base URL of an OpenAI-compatible API (…/v1). */
    ASSISTANT_LLM_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, message: "must be the http(s) base URL of an OpenAI-compatible API" }).optional(),
    ),
    ASSISTANT_LLM_MODEL: optionalString,
    /** Sent as a bearer token; never logged. */
    ASSISTANT_LLM_API_KEY: optionalString,
    /** A model reply taking longer is dropped and the embedded answer is sent (well before the widget's 20 s). */
    ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(15_000).default(8_000),
    /** One reminder mail for an offer neither accepted nor declined this many hours after it was sent (fractions allowed). */
    OFFER_REMINDER_AFTER_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(96),
    /** The next-cleaning mail goes this many days after acceptance to customers who asked for it (fractions allowed). */
    NEXT_CLEANING_REMINDER_DAYS: z.coerce.number().positive().max(3650).default(365),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    GA_MEASUREMENT_ID: optionalString.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-AB12CD34EF")
        .optional(),
    ),
    EXPLAINER_VIDEO_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{11}$/, "must be the 11-character YouTube video id")
        .optional(),
    ),
    /** PostgreSQL: connecting and each statement give up after this long, so a frozen server fails fast (503). */
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** How long start-up keeps retrying an unreachable PostgreSQL before it gives up (exit 1). */
    DATABASE_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    /** SIGTERM/SIGINT: requests in flight get this long to finish before the process exits anyway. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** An idle keep-alive connection is kept this long: longer than a proxy's (nginx keepalive_timeout 60 s). */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
    /** A request's headers must arrive within this time (slow-loris guard). */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
    /** A whole request (headers and body) must arrive within this time. */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    COMPANY_NAME: z.string().trim().min(2).default("Solar- & Dachpflege Basel"),
    COMPANY_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{8,20}$/, "must be a phone number such as +41 61 511 27 40")
      .default("+41 61 511 27 40"),
    COMPANY_EMAIL: emailAddress.default("info@solar-dachpflege.ch"),
    COMPANY_STREET: z.string().trim().min(2).default("Hochbergerstrasse 60"),
    COMPANY_POSTCODE: z
      .string()
      .trim()
      .regex(/^\d{4}$/, "must be a Swiss postcode")
      .default("4057"),
    COMPANY_CITY: z.string().trim().min(2).default("Basel"),
    COMPANY_UID: z
      .string()
      .trim()
      .regex(/^CHE-\d{3}\.\d{3}\.\d{3}$/, "must look like CHE-123.456.789")
      .default("CHE-482.917.356"),
    COMPANY_WHATSAPP: z
      .string()
      .trim()
      .regex(/^\d{8,15}$/, "must be the international number in digits only, e.g. 41615112740")
      .default("41615112740"),
  })
  .superRefine((env, ctx) => {
    try {
      parseMailRoutes(env.MAIL_ROUTES);
    } catch (error) {
      ctx.addIssue({ code: "custom", path: ["MAIL_ROUTES"], message: (error as Error).message });
    }
    if (env.ASSISTANT_LLM_URL && !env.ASSISTANT_LLM_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["ASSISTANT_LLM_MODEL"],
        message: "must name the model when ASSISTANT_LLM_URL is set",
      });
    }
    // Node refuses a headers timeout longer than the whole request's.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_HEADERS_TIMEOUT_MS"],
        message: "must not be longer than HTTP_REQUEST_TIMEOUT_MS",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parse and validate; throws EnvError listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;
/** The validated environment of this process (parsed once). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
