import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text the route made itself, so Fastify does not serialise it again (the calendar
 * calls: dashboard/index.ts says why). A route's reply is typed by its response schema, which
 * describes the object; this is the one place that sends its text instead.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
