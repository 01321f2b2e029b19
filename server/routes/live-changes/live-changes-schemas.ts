import { errorResponses } from '../../http/field-schemas.ts';

/** Seconds between the comments that keep an idle stream open through proxies (and tell the app it lives). */
export const HEARTBEAT_SECONDS = 25;

export const liveChangesSchema = {
  tags: ['account'],
  summary:
    'Live-change stream (text/event-stream) of changes in the caller’s buildings: `ready` { heartbeatSeconds, resync }, then `change` ' +
    '{ kind: task | message | import | event | roster, buildingIds, eventIds? (event, roster), checkIns? (roster: ' +
    '[{ eventId, userId, checkedInAt, checkedInBy }], the check-in fields of the roster lines a check-in or undo changed) }, each with its `id:`; a comment every 25 s; ' +
    '`end` { reason } before the server closes it. Send `Last-Event-ID` to be sent the changes after it (resync false), ' +
    'or resync true when they are no longer kept',
  response: {
    200: {
      description: 'Server-sent events: which kind of data changed in which buildings (and a check-in’s roster line), not the data itself',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    ...errorResponses,
  },
} as const;

export const residentLiveChangesSchema = {
  tags: ['residents'],
  summary:
    'Live-change stream (text/event-stream) of the events of the resident’s buildings: `ready` { heartbeatSeconds, resync }, then `change` ' +
    '{ kind: event | roster | import, eventIds? }, each with its `id:`; a comment every 25 s; `end` { reason } before the server closes it. ' +
    'Send `Last-Event-ID` to be sent the changes after it. Says what changed, never who',
  response: {
    200: {
      description: 'Server-sent events: which events changed, not the data itself',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    ...errorResponses,
  },
} as const;
