// Scheduling, editing and cancelling events: writes that need the connection
// (docs/design/front-desk.md), so offline they are refused at once and nothing is sent or queued
// (send-online.ts). A refusal carries the server's sentence and the field it names, for the form to
// show at that field. After a success everything that shows events is asked again: the calendar,
// the counts and the figures all change.
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
import type { CacheTag } from './cache-tags.ts';
import { retryKeys } from './retry-key.ts';
import { sendOnline, type OnlineOutcome } from './send-online.ts';

export { IMAGE_MAX_BYTES };

/** An event written changes everything that shows events, in every building (rosters name none). */
const EVENTS_CHANGED: readonly CacheTag[] = [{ type: 'events' }];

// A Save pressed again after an answer was lost sends the same key: the server answers the first
// outcome instead of making a second series.
const keys = retryKeys();

async function write<T, B>(
  name: string,
  body: B,
  send: (body: B, init: { headers: Record<string, string> }) => Promise<ApiResult<T>>,
): Promise<OnlineOutcome<T>> {
  return sendOnline(async () => {
    const result = await send(body, { headers: keys.headersFor(name, body) });
    keys.settle(name, result.status !== 0);
    return result;
  }, EVENTS_CHANGED);
}

export function scheduleEvent(body: CreateEventBody): Promise<OnlineOutcome<CreateEventAnswer>> {
  return write('create-event', body, createEvent);
}

export function changeEvent(body: UpdateEventBody): Promise<OnlineOutcome<UpdateEventAnswer>> {
  return write('update-event', body, updateEvent);
}

export function callOffEvent(body: CancelEventBody): Promise<OnlineOutcome<CancelEventAnswer>> {
  return write('cancel-event', body, cancelEvent);
}

/** Uploads an event's picture (checked by the caller to be at most IMAGE_MAX_BYTES). */
export function uploadEventImage(file: File): Promise<OnlineOutcome<UploadedImage>> {
  return sendOnline(() => uploadImage(file, file.name));
}
