import { STATUS_CODES } from 'node:http';

// Every error answer has one shape: src/contract/error-body.ts (errorBody, ErrorBody).

export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

/** Throw this from routes: `throw httpError(403, 'You do not have access to this building.')`. */
export function httpError(statusCode: number, message: string, field?: string): HttpError {
  return new HttpError(statusCode, message, field);
}

/** Sentence used when a server fault must not leak its details. */
export function genericMessage(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}
