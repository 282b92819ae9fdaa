import pino from "pino";

/**
 * JSON-lines logs. Paths are logged without query strings and request bodies are
 * never logged, so personal data from forms cannot end up here.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: { service: "website" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.name", "*.message"],
      remove: true,
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
