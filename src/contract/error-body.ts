// The one shape of every error answer: the server's refusals and faults, the service worker's
// offline 503, and what the app's client makes of a failed or foreign answer.

/**
 * The spec's app reads different fields per call (data.error, data.detail, data.message, data.msg),
 * so all four carry the same sentence; `field` names the request field at fault, when one is.
 */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  detail: string;
  msg: string;
  field?: string;
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

/** JSON schema of ErrorBody (the `4xx`/`5xx` answers of every route; the OpenAPI component). */
export const ERROR_BODY_SCHEMA = {
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

function firstText(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Whatever came back (JSON from our server, HTML from a proxy, nothing), as an ErrorBody. */
export function errorBodyFrom(status: number, data: unknown): ErrorBody {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return errorBody(status, `Request failed with status ${status}`);
  }
  const record = data as Record<string, unknown>;
  const sentence = firstText(record, ['detail', 'message', 'error', 'msg']) ?? `Request failed with status ${status}`;
  const pick = (key: string) => firstText(record, [key]) ?? sentence;
  const body: ErrorBody = {
    statusCode: typeof record.statusCode === 'number' ? record.statusCode : status,
    error: pick('error'),
    message: pick('message'),
    detail: pick('detail'),
    msg: pick('msg'),
  };
  if (typeof record.field === 'string') body.field = record.field;
  return body;
}
