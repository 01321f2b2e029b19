// /events/door?event={id}: the door view of that event's roster (with its class notes and incident
// reports below it), opened from the roster
// on the Events screen ("Check-in at the door"). Without an event it points back to the Events screen.
import { Link, useSearch } from 'wouter';
import '../features/events/events.css';
import '../features/events/door.css';
import { DoorView } from '../features/events/door-view.tsx';
import { EventNotesPanel } from '../features/events/event-notes-panel.tsx';
import { OfflineNotice } from '../features/offline-sync/offline-status.tsx';
import { DOOR_STRINGS as S } from '../features/events/door-strings.ts';
import { ROUTES } from '../config/routes.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { parseQueryParts } from '../overlays/overlay-query.ts';

export default function DoorPage() {
  usePageTitle(null, S.heading);
  const asked = Number(parseQueryParts(useSearch()).find(([name]) => name === 'event')?.[1]);
  const eventId = Number.isInteger(asked) && asked > 0 ? asked : null;
  return (
    <div className="page door-page">
      {eventId === null ? (
        <p className="events-empty">
          <Link href={ROUTES.events}>{S.chooseEvent}</Link>
        </p>
      ) : (
        <>
          {/* The door works from the screen: whether it is offline, and what waits, is said above it. */}
          <OfflineNotice />
          {/* Class notes and incidents at the door too, offline through the outbox like a check-in. */}
          <DoorView key={eventId} eventId={eventId} below={<EventNotesPanel key={`notes-${eventId}`} eventId={eventId} />} />
        </>
      )}
    </div>
  );
}
