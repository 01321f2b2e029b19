// Scheduling, editing and cancelling events (issue 25 §1): writes that need the connection
// (front-desk.md), so offline they are refused at once and nothing is sent or queued. A refusal
// carries the server's sentence and the field it names, for the form to show at that field. After a
// success everything on screen is asked again: the calendar, the counts and the figures all change.
import type { ApiResult } from '../api/client.ts';
import {
  cancelEvent,
  createEvent,
  updateEvent,
  type CancelEventAnswer,
  type CancelEventBody,
  type CreateEventAnswer,
  type CreateEventBody,
  type UpdateEventAnswer,
  type UpdateEventBody,
} from '../api/schedule-api.ts';
import { IMAGE_MAX_BYTES, uploadImage, type UploadedImage } from '../api/users-api.ts';
import { isOnline } from '../offline/connectivity.ts';
import { revalidateResourcesInView } from './cached-resource.ts';
import { retryKeys } from './retry-key.ts';

export { IMAGE_MAX_BYTES };

export type ScheduleOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; offline: true }
  | { ok: false; offline: false; status: number; message: string; field: string | null };

const OFFLINE: ScheduleOutcome<never> = { ok: false, offline: true };

function outcomeOf<T>(result: ApiResult<T>): ScheduleOutcome<T> {
  if (result.ok) return { ok: true, data: result.data };
  if (result.status === 0) return OFFLINE;
  return { ok: false, offline: false, status: result.status, message: result.data.msg, field: result.data.field ?? null };
}

// A Save pressed again after an answer was lost sends the same key: the server answers the first
// outcome instead of making a second series.
const keys = retryKeys();

async function write<T, B>(
  name: string,
  body: B,
  send: (body: B, init: { headers: Record<string, string> }) => Promise<ApiResult<T>>,
): Promise<ScheduleOutcome<T>> {
  if (!isOnline()) return OFFLINE;
  const result = await send(body, { headers: keys.headersFor(name, body) });
  keys.settle(name, result.status !== 0);
  const outcome = outcomeOf(result);
  if (outcome.ok) void revalidateResourcesInView();
  return outcome;
}

export function scheduleEvent(body: CreateEventBody): Promise<ScheduleOutcome<CreateEventAnswer>> {
  return write('create-event', body, createEvent);
}

export function changeEvent(body: UpdateEventBody): Promise<ScheduleOutcome<UpdateEventAnswer>> {
  return write('update-event', body, updateEvent);
}

export function callOffEvent(body: CancelEventBody): Promise<ScheduleOutcome<CancelEventAnswer>> {
  return write('cancel-event', body, cancelEvent);
}

/** Uploads an event's picture (checked by the caller to be at most IMAGE_MAX_BYTES). */
export async function uploadEventImage(file: File): Promise<ScheduleOutcome<UploadedImage>> {
  if (!isOnline()) return OFFLINE;
  return outcomeOf(await uploadImage(file, file.name));
}
