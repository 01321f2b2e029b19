// Shared by the offline unit tests (src/offline, sw): fresh databases per test and unsigned JWTs.
import { TASKS_ENDPOINTS } from '../api/endpoints.ts';
import { openOfflineDb, type OfflineDb } from '../offline/shared/offline-db.ts';
import { getOutboxDb, openOutboxDb, type OutboxDb, type OutboxEntry } from '../offline/shared/outbox-db.ts';
import { outbox, type NewOutboxEntry, type Outbox } from '../offline/shared/outbox.ts';
import { deleteOutboxRowsForUser, isUnsent, listOutboxRows } from '../offline/shared/outbox-store.ts';
import { pageWriteJournal } from '../offline/shared/write-journal.ts';

let databaseCount = 0;

/** A new, empty API cache database (fake-indexeddb in unit tests). */
export function freshOfflineDb(): Promise<OfflineDb> {
  databaseCount += 1;
  return openOfflineDb(`offline-test-${databaseCount}-${Date.now()}`);
}

/** A new, empty outbox database. */
export function freshOutboxDb(): Promise<OutboxDb> {
  databaseCount += 1;
  return openOutboxDb(`outbox-test-${databaseCount}-${Date.now()}`);
}

function base64Url(text: string): string {
  // UTF-8 first, as a real JWT library encodes the payload.
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the server's (payload {sub, role}); the signature is not checked by the cache. */
export function fakeJwt(sub: number | string, role = 'manager', issuedAt = 1_700_000_000): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ sub, role, iat: issuedAt }));
  return `${header}.${payload}.not-a-real-signature`;
}

export function authorizationFor(sub: number | string, issuedAt?: number): string {
  return `JWT ${fakeJwt(sub, 'manager', issuedAt)}`;
}

/**
 * Stores a write nobody waits for, the way the app does it: submitted, then its author stops
 * waiting (pending, listed, announced, sent by the next replay).
 */
export async function queueEntry(outbox: Outbox, entry: NewOutboxEntry): Promise<OutboxEntry> {
  const submission = await outbox.submit(entry);
  submission.stopWaiting();
  return submission.entry;
}

/** The user's unsent writes as stored, those whose author still waits included (a reload would send them). */
export async function countUnsentRows(db: OutboxDb, userId: string | number): Promise<number> {
  return (await listOutboxRows(db, String(userId))).filter(isUnsent).length;
}

/** A task toggle of `userId` as the tasks store queues it (marking task `id` complete). */
export function taskToggleEntry(userId: number, id: number, idempotencyKey: string): NewOutboxEntry {
  return {
    userId,
    method: TASKS_ENDPOINTS.toggle.method,
    path: TASKS_ENDPOINTS.toggle.path,
    body: { id, is_completed: true },
    kind: 'task-toggle',
    label: `Mark task ${id} complete`,
    idempotencyKey,
  };
}

/** Empties the app outbox (and the page's journal) of `userId` between tests, as a sign-out's wipe does. */
export async function clearOutboxOf(userId: string | number): Promise<void> {
  pageWriteJournal()?.removeForUser(String(userId));
  await deleteOutboxRowsForUser(await getOutboxDb(), String(userId));
  outbox.notifyChanged();
}
