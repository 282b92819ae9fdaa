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
    return code && !message.includes(code) ? `${code}: ${message}` : message;
  }
  return String(error);
}
