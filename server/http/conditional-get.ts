import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Conditional GET (RFC 9110, section 13) for answers a client polls, such as a calendar feed: the
// ETag is the body's hash and Last-Modified its newest change, and a request holding either that
// still matches gets 304 with no body. If-None-Match wins over If-Modified-Since, as the RFC says.

/** A strong validator: the first 128 bits of the body's SHA-256. */
function entityTag(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 22)}"`;
}

function matchesAny(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110, section 13.1.2): a W/ prefix does not matter for a GET.
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets ETag and Last-Modified; answers whether the request's validators still match (then the
 * caller replies 304 with no body).
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, body: string, lastModified: Date): boolean {
  const etag = entityTag(body);
  // HTTP dates have whole seconds: a finer time would never equal the one a client sends back.
  const lastModifiedSeconds = Math.floor(lastModified.getTime() / 1000) * 1000;
  reply.header('etag', etag).header('last-modified', new Date(lastModifiedSeconds).toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, etag);
  const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(ifModifiedSince) && lastModifiedSeconds <= ifModifiedSince;
}
