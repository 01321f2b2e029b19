// Building calls: the account's buildings (selectors, Contact hOM) and one building's details.
import type { ResponseOf } from './api-contract.ts';
import { apiCall, type ApiResult } from './client.ts';
import { BUILDINGS_ENDPOINTS } from './endpoints.ts';

export { BUILDINGS_ENDPOINTS };

export type Building = ResponseOf<typeof BUILDINGS_ENDPOINTS.buildings>[number];


export type BuildingReminders = ResponseOf<typeof BUILDINGS_ENDPOINTS.reminders>;

/** When the building's reminder e-mails go; with `reminderHours`, changes them first. */
export function buildingReminders(buildingId: number, reminderHours?: number[]): Promise<ApiResult<BuildingReminders>> {
  return apiCall(BUILDINGS_ENDPOINTS.reminders, reminderHours === undefined ? { buildingId } : { buildingId, reminderHours });
}
