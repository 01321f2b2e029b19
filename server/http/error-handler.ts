import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../src/contract/error-body.ts';
import { AUTH_SCHEME, HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { genericMessage, HttpError } from './http-error.ts';
import { describeValidationError, type SchemaIssue } from './validation-message.ts';
import { installAnswerLanguage } from '../i18n/answer-language.ts';
import { localized } from '../i18n/server-messages.ts';

/** The sentences of refusals made before a route runs, and of a server fault. */
export const ERROR_HANDLER_MESSAGES = localized(
  {
    malformedJson: 'Malformed JSON body',
    bodyTooLarge: 'Request body is too large',
    invalidValue: 'A value has the wrong format or is out of range',
    serverFault: genericMessage(500),
  },
  {
    es: {
      malformedJson: 'El cuerpo JSON de la solicitud está mal formado',
      bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
      invalidValue: 'Un valor tiene un formato incorrecto o está fuera de rango',
      serverFault: 'Error interno del servidor',
    },
    ar: {
      malformedJson: 'نص JSON في الطلب غير صالح',
      bodyTooLarge: 'نص الطلب كبير جدًا',
      invalidValue: 'إحدى القيم صيغتها غير صحيحة أو خارج النطاق المسموح به',
      serverFault: 'خطأ داخلي في الخادم',
    },
  },
);
export const MALFORMED_JSON_MESSAGE = ERROR_HANDLER_MESSAGES.malformedJson;
export const BODY_TOO_LARGE_MESSAGE = ERROR_HANDLER_MESSAGES.bodyTooLarge;
export const INVALID_VALUE_MESSAGE = ERROR_HANDLER_MESSAGES.invalidValue;

interface Rendered {
  statusCode: number;
  message: string;
  field?: string;
}

/** PostgreSQL "data exception" class: bad input reached SQL (e.g. an id past integer range). */
const SQLSTATE_DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

function render(error: FastifyError & { validation?: SchemaIssue[] }): Rendered {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, message: error.message, field: error.field };
  }
  if (error.validation) {
    return { statusCode: 400, ...describeValidationError(error.validation, error.validationContext) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: MALFORMED_JSON_MESSAGE };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: BODY_TOO_LARGE_MESSAGE };
  }
  if (typeof error.code === 'string' && SQLSTATE_DATA_EXCEPTION.test(error.code)) {
    return { statusCode: 400, message: INVALID_VALUE_MESSAGE };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: statusCode >= 500 && statusCode < 600 ? statusCode : 500, message: ERROR_HANDLER_MESSAGES.serverFault };
}

/** Names the realm of a 401's challenge. */
export const SESSION_REALM = 'hOM Manager Portal';

/**
 * The challenge of a 401 (RFC 9110, section 11.6.1): the scheme a session is sent with; when a token
 * was sent and refused (expired, void, forged) it says so, in the words of RFC 6750, section 3.
 */
function sessionChallenge(request: FastifyRequest): string {
  const challenge = `${AUTH_SCHEME} realm="${SESSION_REALM}"`;
  return request.headers.authorization === undefined ? challenge : `${challenge}, error="invalid_token"`;
}

/**
 * Renders every error as the one error body; details of server faults stay in the log. Its sentence
 * (like every sentence an answer carries) goes out in the request's language.
 */
export function installErrorHandler(app: FastifyInstance): void {
  installAnswerLanguage(app);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, message, field } = render(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode, reason: message }, 'request refused');
    if (statusCode === 401) reply.header(HTTP_HEADERS.wwwAuthenticate, sessionChallenge(request));
    return reply.status(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message, field));
  });
}
