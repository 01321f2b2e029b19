import type { Dataset, DatasetEvent, DatasetRsvp, DatasetUser } from '../../server/import/dataset-types.ts';
import { Random } from '../../server/demo/random.ts';

// A random portfolio in the dataset format (docs/design/dataset-format.md), the same for the same
// seed: buildings in zones either side of UTC, events in the autumn of 2026 (some late in the
// evening on a month's last day, so local month and UTC month differ), RSVPs going, waitlisted and
// cancelled, attendance with and without the file's check-in time, walk-ins and cancelled events.
// Tests check figures against each other on it, not against hand-computed answers.

export const RANDOM_MANAGER = { email: 'walker@example.com', password: 'walker-password-1' } as const;

const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Asia/Tokyo', 'Pacific/Honolulu'] as const;
const MONTHS = ['2026-09', '2026-10', '2026-11', '2026-12'] as const;
const DAYS_IN = { '2026-09': 30, '2026-10': 31, '2026-11': 30, '2026-12': 31 } as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** Local 'YYYY-MM-DDTHH:mm' plus minutes (the hour may pass midnight: the day moves on). */
function plusMinutes(day: string, hour: number, minute: number, minutes: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCMinutes(hour * 60 + minute + minutes);
  return `${at.toISOString().slice(0, 10)}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

function randomEvent(rng: Random, key: string, building: string, members: string[]): DatasetEvent {
  const month = rng.pick(MONTHS);
  // A month's last day late in the evening now and then: the local month is not the UTC one.
  const lastDay = rng.chance(0.15);
  const day = `${month}-${pad(lastDay ? DAYS_IN[month] : rng.int(1, DAYS_IN[month]))}`;
  const [hour, minute] = lastDay ? [23, 30] : [rng.int(7, 21), rng.pick([0, 15, 30, 45])];
  const start = plusMinutes(day, hour, minute, 0);
  const end = plusMinutes(day, hour, minute, rng.pick([45, 60, 90, 120]));
  const cancelled = rng.chance(0.08);
  const capacity = rng.chance(0.2) ? 0 : rng.int(3, 15);
  const invited = rng.sampleWeighted(members, () => 1, rng.int(0, Math.min(members.length, 14)));
  const rsvps = invited.map((user): DatasetRsvp => {
    const status = rng.weighted([['going', 80], ['waitlisted', 8], ['cancelled', 12]] as const);
    if (status !== 'going' || cancelled) return { user, attended: false, ...(status === 'going' ? {} : { status }) };
    const attended = rng.chance(0.7);
    const rsvp: DatasetRsvp = { user, attended };
    if (attended && rng.chance(0.4)) rsvp.checkedInAt = plusMinutes(day, hour, minute, rng.int(-20, 30));
    if (attended && rng.chance(0.1)) rsvp.walkIn = true;
    if (attended && rng.chance(0.3)) rsvp.rating = rng.int(1, 5);
    return rsvp;
  });
  return { key, building, venue: `${building}-v`, name: `Event ${key}`, type: rng.chance(0.5) ? 'social' : 'fitness', start, end, capacity, cancelled, rsvps };
}

/** A portfolio of 1-3 buildings, each with its members and 4-14 events, all managed by RANDOM_MANAGER. */
export function randomDataset(seed: number): Dataset {
  const rng = new Random(seed);
  const buildings = Array.from({ length: rng.int(1, 3) }, (_, i) => ({
    key: `b${i + 1}`,
    name: `Building ${seed}-${i + 1}`,
    type: 'RESIDENTIAL' as const,
    timeZone: rng.pick(ZONES),
    dashboardAccess: true,
    amenityMembership: false,
    liaison: { firstName: 'Liaison', lastName: `B${i + 1}`, email: `liaison${i + 1}@example.com` },
    units: [{ key: `b${i + 1}-u`, name: 'Tower' }],
    venues: [{ key: `b${i + 1}-v`, name: 'Hall' }],
  }));
  const users: DatasetUser[] = [];
  const events: DatasetEvent[] = [];
  for (const building of buildings) {
    const members = Array.from({ length: rng.int(3, 16) }, () => {
      const key = `r${users.length + 1}`;
      users.push({
        key, firstName: `First${users.length + 1}`, lastName: `Last${users.length + 1}`, email: `${key}@example.com`,
        joiningDate: `2026-${pad(rng.int(1, 11))}-${pad(rng.int(1, 28))}`, memberships: [{ building: building.key, unit: `${building.key}-u` }],
      });
      return key;
    });
    for (let n = rng.int(4, 14); n > 0; n--) events.push(randomEvent(rng, `e${events.length + 1}`, building.key, members));
  }
  return {
    managers: [{ key: 'm1', email: RANDOM_MANAGER.email, password: RANDOM_MANAGER.password, firstName: 'Walker', lastName: 'Test', buildings: buildings.map((b) => b.key) }],
    buildingAdmins: [], buildings, studios: [], teachers: [], users, events, holidays: [], tasks: [],
  };
}
