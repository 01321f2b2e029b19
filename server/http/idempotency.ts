import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { errorBody } from '../../src/contract/error-body.ts';
import { HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { IDEMPOTENCY_IN_PROGRESS, isIdempotencyKey } from '../../src/contract/idempotency.ts';
import { localized } from '../i18n/server-messages.ts';
import { HttpError, httpError } from './http-error.ts';
import { LIMITS } from './limits.ts';

/**
 * Exactly-once writes for the offline outbox. A request carrying `Idempotency-Key` claims
 * (account, key) by inserting its row in the SAME transaction as the effect, so the row and the
 * effect commit together or not at all. A second request with that key blocks on the unique
 * index until the first commits, then finds the stored answer and replays it with
 * `Idempotent-Replayed: true`; nothing runs twice.
 *
 * The stored answer is final the moment it commits: a replay hands it out at once, and the client
 * then forgets its copy of the request. So an effect must be complete in the database when it
 * commits. Work outside the database (e-mail) is recorded in the same transaction as work still to
 * do (the message's mail queue) and done from there, never as a step that could undo the answer.
 */

// Header names, the key's form and the in-progress marker (409, Idempotency-Status: in-progress,
// field Idempotency-Key: the one answer a client retries with the same key) are the contract's:
// src/contract/idempotency.ts.
const IDEMPOTENCY_FIELD = IDEMPOTENCY_IN_PROGRESS.field;
/** Longer than a session (4 days): a signed-out or expired session wipes the device's outbox. */
const IDEMPOTENCY_KEY_TTL_DAYS = 7;
const IDEMPOTENCY_KEY_MAX_LENGTH = LIMITS.idempotencyKeyMaxChars;

export const IDEMPOTENCY_MESSAGES = localized(
  {
    invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters: letters, digits, "-" or "_".`,
    reusedForOtherPath: 'This Idempotency-Key was already used for a different request path. Use a new key.',
    reusedForOtherBody: 'This Idempotency-Key was already used with a different request body. Use a new key.',
    inProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  },
  {
    es: {
      invalidKey: `Idempotency-Key debe tener de 1 a ${IDEMPOTENCY_KEY_MAX_LENGTH} caracteres: letras, dígitos, "-" o "_".`,
      reusedForOtherPath: 'Esta Idempotency-Key ya se usó para otra ruta de solicitud. Use una clave nueva.',
      reusedForOtherBody: 'Esta Idempotency-Key ya se usó con otro cuerpo de solicitud. Use una clave nueva.',
      inProgress: 'Una solicitud con esta Idempotency-Key todavía se está procesando. Vuelva a intentarlo en unos momentos.',
    },
    ar: {
      invalidKey: `يجب أن يكون عدد محارف Idempotency-Key بين 1 و${IDEMPOTENCY_KEY_MAX_LENGTH}: أحرف أو أرقام أو "-" أو "_".`,
      reusedForOtherPath: 'سبق استخدام Idempotency-Key هذا لمسار طلب مختلف. استخدم مفتاحًا جديدًا.',
      reusedForOtherBody: 'سبق استخدام Idempotency-Key هذا مع نص طلب مختلف. استخدم مفتاحًا جديدًا.',
      inProgress: 'لا يزال طلب بـ Idempotency-Key هذا قيد المعالجة. حاول مرة أخرى بعد قليل.',
    },
  },
);

/** Reads the header: null when absent; a malformed key is a 400, never silently ignored. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!isIdempotencyKey(key)) {
    throw httpError(400, IDEMPOTENCY_MESSAGES.invalidKey, IDEMPOTENCY_FIELD);
  }
  return key;
}

/** Hash of the validated body, so a key reused with a different body is caught. */
export function hashRequestBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

export interface IdempotentOutcome<Body = unknown> {
  /** Defaults to 200. */
  statusCode?: number;
  body: Body;
}

/** 409 for a key whose first request has not finished: the one refusal worth retrying as it is. */
export class IdempotencyInProgressError extends HttpError {
  constructor() {
    super(409, IDEMPOTENCY_MESSAGES.inProgress, IDEMPOTENCY_FIELD);
    this.name = 'IdempotencyInProgressError';
  }
}

/** The database part of a write; runs inside the transaction that also holds the key's claim. */
export type IdempotentEffect<Body = unknown> = (tx: Queryable) => Promise<IdempotentOutcome<Body>>;

export interface IdempotencyClaim {
  accountId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

interface StoredKeyRow {
  method: string;
  path: string;
  request_hash: string | null;
  status_code: number;
  response_body: unknown;
}

/** status_code of a claimed row whose answer is not written yet (never visible after commit). */
const PENDING_STATUS = 0;

/**
 * Runs `effect` once per claim. Without a claim it is a plain transaction. A refusal the effect
 * throws as an HttpError below 500 is part of the answer: its changes are rolled back to a
 * savepoint and the error body is stored and replayed like a success. Server faults (5xx, SQL
 * errors) roll the whole transaction back, key included, so the client may retry.
 */
export async function runIdempotent<Body>(
  db: Database,
  claim: IdempotencyClaim | null,
  effect: IdempotentEffect<Body>,
): Promise<IdempotentAnswer> {
  if (claim === null) {
    const outcome = await db.transaction(effect);
    return { statusCode: outcome.statusCode ?? 200, body: outcome.body, replayed: false };
  }
  return db.transaction(async (tx): Promise<IdempotentAnswer> => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_key (account_id, key, method, path, request_hash, status_code, response_body)
       VALUES ($1, $2, $3, $4, $5, $6, 'null'::jsonb)
       ON CONFLICT (account_id, key) DO NOTHING
       RETURNING key`,
      [claim.accountId, claim.key, claim.method, claim.path, claim.requestHash, PENDING_STATUS],
    );
    if (claimed.length === 0) return replayStored(tx, claim);

    await tx.query('SAVEPOINT idempotent_effect');
    let outcome: IdempotentOutcome<unknown>;
    try {
      outcome = await effect(tx);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT idempotent_effect');
      outcome = { statusCode: error.statusCode, body: errorBody(error.statusCode, error.message, error.field) };
    }
    const statusCode = outcome.statusCode ?? 200;
    await tx.query(
      `UPDATE idempotency_key SET status_code = $3, response_body = $4::jsonb
       WHERE account_id = $1 AND key = $2`,
      [claim.accountId, claim.key, statusCode, JSON.stringify(outcome.body ?? null)],
    );
    return { statusCode, body: outcome.body, replayed: false };
  });
}

async function replayStored(tx: Queryable, claim: IdempotencyClaim): Promise<IdempotentAnswer> {
  const [stored] = await tx.query<StoredKeyRow>(
    `SELECT method, path, request_hash, status_code, response_body
     FROM idempotency_key WHERE account_id = $1 AND key = $2`,
    [claim.accountId, claim.key],
  );
  // Absent: purged between our INSERT and this SELECT; pending: cannot be seen after a commit.
  // Either way the first request's fate is unknown here, and a client retrying after 409 is safe.
  if (!stored || stored.status_code === PENDING_STATUS) throw new IdempotencyInProgressError();
  if (stored.method !== claim.method || stored.path !== claim.path) {
    throw httpError(422, IDEMPOTENCY_MESSAGES.reusedForOtherPath, IDEMPOTENCY_FIELD);
  }
  if (stored.request_hash !== null && stored.request_hash !== claim.requestHash) {
    throw httpError(422, IDEMPOTENCY_MESSAGES.reusedForOtherBody, IDEMPOTENCY_FIELD);
  }
  return { statusCode: stored.status_code, body: stored.response_body, replayed: true };
}

/** Drops the account's keys past their lifetime; cheap, so it runs after each new keyed write. */
export async function purgeExpiredKeys(db: Queryable, accountId: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM idempotency_key
     WHERE account_id = $1 AND created_at < now() - make_interval(days => $2)
     RETURNING key`,
    [accountId, IDEMPOTENCY_KEY_TTL_DAYS],
  );
  return rows.length;
}

interface IdempotentReplyOptions {
  db: Database;
  accountId: number;
  /**
   * Runs once the effect has committed, before the answer is sent, and never for a replay: work
   * outside the database that must not undo an accepted answer (an e-mail; it catches its own
   * failures). A refusal the effect threw commits too: the callback checks what the effect did.
   */
  afterCommit?: () => Promise<void>;
}

/**
 * Route glue: `return replyIdempotently(request, reply, { db: app.db, accountId }, async (tx) => ...)`.
 * Reads `Idempotency-Key`, runs the effect exactly once per key, and sends the (possibly replayed)
 * status and body; a key still in progress gets 409 with `Idempotency-Status: in-progress`.
 * Requests without the header behave as before.
 */
export async function replyIdempotently<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotentReplyOptions,
  effect: IdempotentEffect<Body>,
): Promise<FastifyReply> {
  const key = parseIdempotencyKey(request.headers[HTTP_HEADERS.idempotencyKey.toLowerCase()]);
  const claim: IdempotencyClaim | null =
    key === null
      ? null
      : {
          accountId: options.accountId,
          key,
          method: request.method,
          // The route pattern, so '/tasks' and '/tasks/' are the same request path.
          path: request.routeOptions.url ?? request.url,
          requestHash: hashRequestBody(request.body),
        };
  let answer: IdempotentAnswer;
  try {
    answer = await runIdempotent(options.db, claim, effect);
  } catch (error) {
    if (error instanceof IdempotencyInProgressError) reply.header(IDEMPOTENCY_IN_PROGRESS.header, IDEMPOTENCY_IN_PROGRESS.headerValue);
    throw error;
  }
  if (answer.replayed) {
    reply.header(HTTP_HEADERS.idempotentReplayed, 'true');
  } else {
    await options.afterCommit?.();
    if (claim) {
      await purgeExpiredKeys(options.db, claim.accountId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'idempotency key purge failed');
      });
    }
  }
  return reply.code(answer.statusCode).send(answer.body);
}
