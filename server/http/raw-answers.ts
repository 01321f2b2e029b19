import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../src/contract/error-body.ts';
import { translateAnswerText } from '../i18n/answer-language.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { localized } from '../i18n/server-messages.ts';

// The answers Fastify and Node would otherwise write themselves, in their own body shape and
// without the security headers: the router's (a path it cannot read, a path segment past its
// length limit) and the HTTP parser's (headers too large, a request it cannot read). Each gets the
// one error body, the security headers and no-store, like every other answer, so a client reads
// every error one way and no answer escapes the headers.

export const RAW_ANSWER_MESSAGES = localized(
  {
    badUrl: 'The address is not valid',
    /** A path segment (an id, a picture key) longer than any the API has: no such thing. */
    notFound: 'Not found',
  },
  {
    es: { badUrl: 'La dirección no es válida', notFound: 'No encontrado' },
    ar: { badUrl: 'العنوان غير صالح', notFound: 'غير موجود' },
  },
);
export const BAD_URL_MESSAGE = RAW_ANSWER_MESSAGES.badUrl;
export const NOT_FOUND_MESSAGE = RAW_ANSWER_MESSAGES.notFound;
/** Answered on the bare socket, before any header is read: English, the one language known then. */
export const CLIENT_ERROR_MESSAGES = {
  400: 'The request could not be read',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
} as const;

type Headers = Readonly<Record<string, string>>;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Fastify's `frameworkErrors`: the router's refusals, before any route or hook runs (so its sentence
 * is put in the request's language here, not by the hook that does it for every other answer).
 */
export function routerErrorHandler(securityHeaders: Headers) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const [statusCode, message] =
      error.code === 'FST_ERR_BAD_URL'
        ? [400, BAD_URL_MESSAGE]
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [404, NOT_FOUND_MESSAGE]
          : [500, STATUS_CODES[500] ?? 'Internal Server Error'];
    void reply
      .headers({ ...securityHeaders, 'cache-control': 'no-store' })
      .code(statusCode)
      .type(JSON_TYPE)
      .send(errorBody(statusCode, translateAnswerText(message, requestLanguage(request))));
  };
}

/** Fastify's `clientErrorHandler`: what the HTTP parser refuses, answered on the bare socket. */
export function clientErrorHandler(securityHeaders: Headers) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const statusCode =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify(errorBody(statusCode, CLIENT_ERROR_MESSAGES[statusCode]));
    const headers: Record<string, string> = {
      ...securityHeaders,
      'content-type': JSON_TYPE,
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    // As Node and Fastify do: answer if the socket still takes it, then close it.
    if (socket.writable) socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head}\r\n${body}`);
    socket.destroy(error);
  };
}
