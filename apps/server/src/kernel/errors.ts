import type { FieldError } from '@baylytics/contract/envelope';
import { type ErrorCode, errorStatus } from '@baylytics/contract/errors';

/** An expected failure: its code is the answer's message and the translation key in the browser. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly errors?: FieldError[],
    /** For a refusal that passes with time (429, 503): seconds until a retry may succeed (`Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.statusCode = errorStatus[code];
  }
}
