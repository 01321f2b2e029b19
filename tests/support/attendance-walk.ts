import type { Queryable } from '../../server/db/database.ts';

// Walks every event of a database through the calls each screen makes and collects where they
// disagree about attendance (docs/design/metrics.md: one truth of attendance, a check-in). Per event: the event
// popup (/calendar-event-details/: attended of RSVPed, its no-shows), the roster and the door
// (/event-roster/: its lines checked in, and the summary's going and checked in the door's header
// shows), the door figures (/no-show-rates/ events) and the Event Report row (/excel-report/). Per
// month: attended of RSVPed and the no-show rate (the sums of those events).

/** POST /api/building-manager/{path}/ as the walker; the 200 answer's JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
export type Call = (path: string, body: object) => Promise<any>;

interface WalkedEvent {
  id: number;
  buildingId: number;
  date: string;
  year: number;
  month: number;
  started: boolean;
  closed: boolean;
  /** The building shows analytics (a building whose dashboard access is off answers them 403). */
  analytics: boolean;
}

export interface AttendanceWalk {
  /** Events walked, and of them those with a check-in (so a walk of nothing cannot pass). */
  events: number;
  attended: number;
  /** One line per disagreement: what, where, the two answers. */
  disagreements: string[];
}

const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.sign(part) * Math.round(Math.abs((100 * part) / whole) * 100 + Number.EPSILON) / 100;

/**
 * Walks the events (not cancelled) of buildings `buildingIds`: every building of the caller, since
 * the month's calls ask for all of them. `asOf` (a date after every event)
 * makes every ended event settled for the per-month analytics, whatever today is; started and closed
 * are read from the database's own clock at the walk, as the calls read them.
 */
export async function walkAttendance(db: Queryable, call: Call, buildingIds: number[], asOf: string): Promise<AttendanceWalk> {
  const events = await db.query<WalkedEvent>(
    `SELECT e.id, e.building_id AS "buildingId", to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD') AS date,
            extract(year FROM e.starts_at AT TIME ZONE b.time_zone)::int AS year, extract(month FROM e.starts_at AT TIME ZONE b.time_zone)::int AS month,
            e.starts_at <= now() AS started, e.ends_at < now() - interval '2 hours' AS closed, b.dashboard_access AS analytics
     FROM event e JOIN building b ON b.id = e.building_id
     WHERE NOT e.cancelled AND e.building_id = ANY($1::int[]) ORDER BY e.starts_at, e.id`,
    [buildingIds],
  );
  const disagreements: string[] = [];
  const differ = (what: string, where: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) disagreements.push(`${what} at ${where}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
  };
  const popups = new Map<string, Map<number, { rsvpdAndAttended: number | null; noShows: { userId: number }[] | null }>>();
  const reports = new Map<string, Map<number, { rsvps: number; attended: number | null }>>();
  const doorFigures = new Map<string, Map<number, { going: number; checkedIn: number; noShows: number | null }>>();
  const perMonth = new Map<string, { year: number; month: number; going: number; attended: number; closedGoing: number; closedNoShows: number }>();
  let attendedEvents = 0;

  for (const event of events) {
    const where = `event ${event.id} (${event.date})`;
    const roster = await call('event-roster', { eventId: event.id });
    const going = (roster.rsvps as { status: string; checkedInAt: string | null; userId: number }[]).filter((line) => line.status === 'going');
    const checkedIn = going.filter((line) => line.checkedInAt !== null);
    const notCheckedIn = going.filter((line) => line.checkedInAt === null).map((line) => line.userId).sort((a, b) => a - b);
    if (checkedIn.length > 0) attendedEvents += 1;
    // The door's header and the popup's count are the event summary's; the roster's lines are the door's list.
    differ('summary going vs roster going', where, roster.event.going, going.length);
    differ('summary checked in vs roster lines checked in', where, roster.event.checkedIn, checkedIn.length);

    // One popup call per local date answers every building's events of that date.
    const dayKey = event.date;
    if (!popups.has(dayKey)) {
      const entries = (await call('calendar-event-details', { date: event.date })) as { id: number; isHoliday: boolean }[];
      popups.set(dayKey, new Map(entries.filter((e) => !e.isHoliday).map((e) => [e.id, e as never])));
    }
    const popup = popups.get(dayKey)?.get(event.id);
    differ('popup attended of RSVPed vs roster', where, popup?.rsvpdAndAttended ?? null, event.started ? percent(checkedIn.length, going.length) : null);
    differ('popup no-shows vs roster going not checked in', where, popup?.noShows?.map((p) => p.userId).sort((a, b) => a - b) ?? null, event.closed ? notCheckedIn : null);

    // One call per local month answers every building's events of that month (analytics: those
    // whose dashboard access is on, all buildings of the caller when walking them all).
    const monthKey = `${event.year}-${event.month}`;
    if (!reports.has(monthKey)) {
      const rows = (await call('excel-report', { buildingId: buildingIds, year: event.year, month: event.month })) as { eventId: number }[];
      reports.set(monthKey, new Map(rows.map((row) => [row.eventId, row as never])));
      const figures = await call('no-show-rates', { year: event.year, month: event.month });
      doorFigures.set(monthKey, new Map((figures.events as { eventId: number }[]).map((row) => [row.eventId, row as never])));
    }
    const row = reports.get(monthKey)?.get(event.id);
    differ('Event Report row (rsvps, attended) vs roster', where, [row?.rsvps, row?.attended], [going.length, event.started ? checkedIn.length : null]);
    if (event.analytics) {
      const door = doorFigures.get(monthKey)?.get(event.id);
      differ('door figures (going, checked in, no-shows) vs roster', where, [door?.going, door?.checkedIn, door?.noShows],
        [going.length, checkedIn.length, event.closed ? notCheckedIn.length : null]);
    }

    if (!event.analytics) continue;
    const sums = perMonth.get(monthKey) ?? { year: event.year, month: event.month, going: 0, attended: 0, closedGoing: 0, closedNoShows: 0 };
    sums.going += going.length;
    sums.attended += checkedIn.length;
    if (event.closed) {
      sums.closedGoing += going.length;
      sums.closedNoShows += notCheckedIn.length;
    }
    perMonth.set(monthKey, sums);
  }

  for (const [key, sums] of perMonth) {
    const period = { year: sums.year, month: sums.month };
    const attended = await call('attended-rsvpd', { ...period, asOf });
    differ('attended of RSVPed (as of after every event) vs the roster sums', `month ${key}`, [attended.attendees, attended.rsvps], [sums.attended, sums.going]);
    const now = await call('no-show-rates', period);
    differ('no-show rate (now) vs the roster sums', `month ${key}`, [now.noShows, now.goingClosed], [sums.closedNoShows, sums.closedGoing]);
    const settled = await call('attended-rsvpd', period);
    differ('attended of RSVPed + no-shows (now) vs going over the same events', `month ${key}`, [settled.attendees + now.noShows, settled.rsvps], [now.goingClosed, now.goingClosed]);
  }
  return { events: events.length, attended: attendedEvents, disagreements };
}
