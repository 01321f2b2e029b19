// A building's reminder hours on /building: read when its panel opens, saved with the connection
// (send-online.ts: a setting is not queued offline). The panel keeps what it shows.
import { buildingReminders, type BuildingReminders } from '../api/buildings-api.ts';
import { onlineOutcomeOf, sendOnline, type OnlineOutcome } from './send-online.ts';

export async function readReminderHours(buildingId: number): Promise<OnlineOutcome<BuildingReminders>> {
  return onlineOutcomeOf(await buildingReminders(buildingId));
}

export function saveReminderHours(buildingId: number, hours: number[]): Promise<OnlineOutcome<BuildingReminders>> {
  return sendOnline(() => buildingReminders(buildingId, hours));
}
