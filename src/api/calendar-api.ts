// A building's calendar feed (publish, renew, stop; the address comes back only from
// renewFeed, as the server keeps a hash of its secret) and one event as an .ics file.
import type { ResponseOf } from './api-contract.ts';
import { apiCall, type ApiResult } from './client.ts';
import { CALENDAR_ENDPOINTS } from './endpoints.ts';

export { CALENDAR_ENDPOINTS };

export type FeedStatus = ResponseOf<typeof CALENDAR_ENDPOINTS.feedStatus>;
type RenewedFeed = ResponseOf<typeof CALENDAR_ENDPOINTS.renewFeed>;
type EventCalendarFile = ResponseOf<typeof CALENDAR_ENDPOINTS.eventFile>;

export function fetchFeedStatus(buildingId: number): Promise<ApiResult<FeedStatus>> {
  return apiCall(CALENDAR_ENDPOINTS.feedStatus, { buildingId });
}

export function renewFeed(buildingId: number): Promise<ApiResult<RenewedFeed>> {
  return apiCall(CALENDAR_ENDPOINTS.renewFeed, { buildingId });
}

export function stopFeed(buildingId: number): Promise<ApiResult<FeedStatus>> {
  return apiCall(CALENDAR_ENDPOINTS.stopFeed, { buildingId });
}

export function fetchEventCalendarFile(eventId: number): Promise<ApiResult<EventCalendarFile>> {
  return apiCall(CALENDAR_ENDPOINTS.eventFile, { eventId });
}
