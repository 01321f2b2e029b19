/**
 * A row of the table of recent changes that says sessions may have changed: logged by the database
 * itself (migration 034's triggers) in the transaction of every write to what a session depends on
 * (an account's role, token version or buildings; a resident's token version or buildings; either
 * deleted). Never told to a stream: the hub reads again the accounts or residents it names before
 * telling their streams anything more (server/routes/live-changes/session-watch.ts).
 */

export const SESSION_CHANGE_KIND = 'session' as const;

/** The holders whose sessions to read again: a list of ids, or null for every one. */
export interface SessionNotice {
  accountIds: readonly number[] | null;
  residentIds: readonly number[] | null;
}

function idsOrAll(value: unknown): readonly number[] | null | undefined {
  if (value === null) return null;
  if (Array.isArray(value) && value.every((id) => Number.isInteger(id))) return value as number[];
  return undefined;
}

/**
 * A logged change's payload when it is a session notice, else undefined. One this server cannot
 * read names every holder: reading sessions again is only slower, never wrong.
 */
export function parseSessionNotice(payload: string): SessionNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || (value as { kind?: unknown }).kind !== SESSION_CHANGE_KIND) return undefined;
  const { accountIds, residentIds } = value as Record<string, unknown>;
  return { accountIds: idsOrAll(accountIds) ?? null, residentIds: idsOrAll(residentIds) ?? null };
}
