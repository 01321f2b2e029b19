// An event whose check-in window is open now, made through the real calls, for the door's
// e2e test and benchmarks: it starts in 10 minutes in its building's time zone and lasts an hour.
import type { ApiClient } from './e2e-offline.ts';

/** 'YYYY-MM-DD' and 'HH:mm' of `at` in `timeZone`. */
export function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export async function buildingTimeZone(api: ApiClient, buildingId: number): Promise<string> {
  return (await api.post<{ timeZone: string }>('/building-manager/building-details/', { id: buildingId })).data.timeZone;
}

/** Creates the event (capacity null: no limit) and answers its id. */
export async function createEventOpenForCheckIn(api: ApiClient, buildingId: number, name: string, capacity: number | null): Promise<number> {
  const timeZone = await buildingTimeZone(api, buildingId);
  const now = Date.now();
  const start = localParts(new Date(now + 10 * 60_000), timeZone);
  const end = localParts(new Date(now + 70 * 60_000), timeZone);
  const created = await api.post<{ ids: number[] }>('/building-manager/create-event/', {
    buildingId,
    name,
    eventType: 2,
    date: start.date,
    startTime: start.time,
    // Near midnight the event ends with the day.
    endTime: end.date === start.date ? end.time : '23:59',
    ...(capacity === null ? {} : { capacity }),
  });
  const eventId = created.data.ids?.[0];
  if (created.status !== 200 || eventId === undefined) throw new Error(`create-event/: ${created.status} ${JSON.stringify(created.data)}`);
  return eventId;
}

/** A resident of the directory who has an e-mail (they can sign in, be reminded, hold a pass). */
export interface ResidentWithMail {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** The first demo building with two residents who have an e-mail, and those two. */
export async function buildingWithTwoMailedResidents(api: ApiClient): Promise<{ buildingId: number; residents: [ResidentWithMail, ResidentWithMail] }> {
  const buildings = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
  for (const building of buildings) {
    const users = (await api.post<{ users: ResidentWithMail[] }>('/building-manager/users/', { buildingId: building.id, limit: 50 })).data.users;
    const withMail = users.filter((user) => user.email);
    if (withMail.length >= 2) return { buildingId: building.id, residents: [withMail[0]!, withMail[1]!] };
  }
  throw new Error('the demo data has no building with two residents who have an e-mail');
}
