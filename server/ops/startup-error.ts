/**
 * A start-up fault an operator can fix (port taken, DATA_DIR not writable,
 * database unreachable or locked, ...). The entry prints its message as one line
 * without a stack trace and exits with 1.
 */
export class StartupError extends Error {}

/** The short reason of a system error: "EACCES: permission denied" rather than a stack. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = error.message.split("\n")[0] ?? "";
    // AggregateError (every address of a host refused) has no message of its own.
    const nested = (error as { errors?: unknown[] }).errors;
    if (!message && Array.isArray(nested) && nested.length > 0) return reasonOf(nested[0]);
    if (!message) return code ?? error.name;
    return code && !message.includes(code) ? `${code}: ${message}` : message;
  }
  return String(error);
}
