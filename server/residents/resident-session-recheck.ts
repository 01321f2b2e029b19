import { sessionExpired } from '../auth/session-recheck.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { findResidents, residentOfSession, type AuthenticatedResident, type ResidentSession } from './resident-session.ts';

/**
 * Residents' sessions judged again together (their live-change streams on a process): one read of
 * all the residents, then each as residentOfToken would judge it now, or null when it is over.
 */
export async function residentsOfSessions(
  db: Queryable,
  sessions: readonly ResidentSession[],
  nowMs: number = Date.now(),
): Promise<Array<AuthenticatedResident | null>> {
  const residents = await findResidents(db, sessions.map((session) => Number(session.sub)));
  return sessions.map((session) => {
    if (sessionExpired(session, nowMs)) return null;
    try {
      return residentOfSession(session, residents.get(Number(session.sub)));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  });
}
