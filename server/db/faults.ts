/**
 * Which errors mean "the database cannot be used right now" (unreachable, frozen,
 * restarting, locked, disk full) rather than a bug. Those become a 503 with
 * Retry-After for the visitor instead of a 500, and are retried at start-up.
 */

/** Socket-level codes of a PostgreSQL connection that failed or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
]);

/**
 * PostgreSQL SQLSTATEs: class 08 connection exceptions, 57P01-57P03 (shutting
 * down, crashed, not yet accepting connections), 57014 (statement timeout),
 * 53300 (too many connections), 40001/40P01 are not here: those are retried by
 * the caller's own logic, never the database being away.
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|57014|53300)$/;

/** Messages node-postgres uses for its own timeouts and cut connections (they carry no code). */
const POSTGRES_CLIENT_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /connection timeout/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
];

/** SQLite result codes of a file that is locked, read-only, unreadable or on a full disk. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|READONLY|IOERR|FULL|CANTOPEN|PROTOCOL)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code)) return true;
  }
  if (typeof message === "string" && POSTGRES_CLIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // AggregateError (a host name resolving to several addresses, all refused) and wrapped causes.
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.length > 0 && nested.every(isDatabaseUnavailable)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** A PostgreSQL URL with its password replaced, for logs and start-up messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ":***@");
  }
}
