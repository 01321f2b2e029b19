import { ROUTES } from '../../config/routes.ts';

/** The door view's address for an event: /events/door?event={id}. */
export function doorHref(eventId: number): string {
  return `${ROUTES.door}?event=${eventId}`;
}
