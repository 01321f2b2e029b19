import type { Queryable } from '../../db/database.ts';

/**
 * Whether `name` is an IANA time zone both sides can use: PostgreSQL (every period, date and weekday
 * of the building is computed in SQL with it) and the browser's Intl (the app shows the building's
 * local times). Matched exactly as PostgreSQL lists it, so the stored name is spelled as the tz
 * database spells it; abbreviations and offsets ('PST', '+05:00') and PostgreSQL's oddities
 * ('Factory') are refused. Old tz database names both know ('EST', 'Asia/Calcutta') are accepted.
 */
export async function isKnownTimeZone(db: Queryable, name: string): Promise<boolean> {
  if (!intlKnows(name)) return false;
  const rows = await db.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [name]);
  return rows.length > 0;
}

const ZONE_NAME = /^(?:[A-Z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+)*$/;

function intlKnows(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
