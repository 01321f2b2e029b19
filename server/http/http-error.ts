import { STATUS_CODES } from 'node:http';

/**
 * Every error answer has one shape. The spec's app reads different fields per call
 * (data.error, data.detail, data.message, data.msg), so all four carry the same sentence.
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  detail: string;
  msg: string;
  field?: string;
}

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

export function errorBody(statusCode: number, message: string, field?: string): ErrorBody {
  return {
    statusCode,
    error: message,
    message,
    detail: message,
    msg: message,
    ...(field === undefined ? {} : { field }),
  };
}

/** Sentence used when a server fault must not leak its details. */
export function genericMessage(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

/** JSON schema of ErrorBody, for the `4xx`/`5xx` entries of route response schemas. */
export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['statusCode', 'error', 'message', 'detail', 'msg'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    detail: { type: 'string' },
    msg: { type: 'string' },
    field: { type: 'string' },
  },
} as const;
