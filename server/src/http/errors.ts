// The one error type routes throw on purpose (its status, sentence and headers go to the client as
// they are), and what of any other error may be logged.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, such as Retry-After on a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * What of an unexpected error may be written to the log. A database error carries the statement's
 * values in its message and `detail` ('Failing row contains (…)': password hashes, emails), so of
 * those only the codes and names that locate the failure are kept; never row contents.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, severity, table, column, constraint, routine } = error as Error & Record<string, unknown>;
  const isDatabaseError = typeof severity === 'string' && typeof code === 'string';
  if (!isDatabaseError) return { type: error.name, message: error.message, stack: error.stack };
  const frames = error.stack?.split('\n').slice(1).join('\n');
  return { type: error.name, code, severity, table, column, constraint, routine, stack: frames };
}
