// The door view of a roster: made for a tablet held in one hand. The search field
// first (first or last name, unit; it also finds residents of the building who did not RSVP: walk-ins,
// with "Over capacity" when the event is full), the counts (checked in / going / walk-ins) always in
// view, each going resident with a large Check in button, Undo and the log on a checked-in row. Once
// the event ended, it says until when a late check-in is open (Undo too); once the window closed, it
// says so and lists each resident once, checked in or no-show. Check-ins made offline show pending at once.
import { memo, useCallback, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import { ROUTES } from '../../config/routes.ts';
import { CopyAgeInTopBar } from '../../offline/stale-notice.tsx';
import { useDeskWritesInFlight } from '../../state/desk-rsvp.ts';
import { deviceName } from '../../state/device-name.ts';
import { alreadyCheckedInOf, alreadyCheckedInSentence, checkIn, undoCheckIn, useAlreadyCheckedIn } from '../../state/door-check-in.ts';
import { checkInPhase, doorCounts, doorLines, doorSections, isFull, searchDoor, type DoorCounts, type DoorLine } from '../../state/door-roster.ts';
import { useRoster } from '../../state/event-roster.ts';
import { useResidentIndex } from '../../state/resident-index.ts';
import { useMinuteClock } from '../../state/use-minute-clock.ts';
import { looksLikePass, wedgeKeyHandler } from '../../ui/scan/wedge.ts';
import { notify } from '../../ui/toasts.tsx';
import { formatEventWhen } from './event-format.ts';
import { useRowsInSteps } from './use-rows-in-steps.ts';
import { DoorLineRow, lineName } from './door-line-row.tsx';
import { closedNote, phaseNote } from './door-phase.ts';
import { DoorScanArea, DoorScanButton, useDoorScan } from './door-scan.tsx';
import { DOOR_STRINGS as S } from './door-strings.ts';

/** Residents found at once: the desk types on until the one asked for is near the top. */
const RESULTS_SHOWN = 12 as const;

function Counts({ counts, capacity }: { counts: DoorCounts; capacity: number | null }) {
  return (
    <div className="door-counts" role="group" aria-label={S.counts}>
      <span className="door-count">
        <span className="door-count__figure">{counts.checkedIn}</span> {S.checkedInCount}
      </span>
      <span className="door-count">
        <span className="door-count__figure">{S.of(counts.going, capacity)}</span> {S.goingCount}
      </span>
      <span className="door-count">
        <span className="door-count__figure">{counts.walkIns}</span> {S.walkInsCount}
      </span>
    </div>
  );
}

/**
 * What a check-in's or undo's outcome says to the desk. The row shows every outcome; a screen reader
 * hears it through `say` (a polite status line). Only what needs the desk's eyes is also a toast (a
 * refusal, a walk-in past the capacity, a resident another tablet checked in first): at a door rush
 * a toast per tap would cover the buttons of the next residents.
 */
function useDoorActions(event: ScheduledEvent, say: (text: string) => void, afterCheckIn: () => void) {
  const { id: eventId, name: eventName, timeZone } = event;
  const onCheckIn = useCallback(
    async (line: DoorLine) => {
      const name = lineName(line);
      const outcome = await checkIn(eventId, line.userId, S.checkInLabel(name, eventName));
      if (outcome.outcome === 'failed') {
        notify.error(outcome.result.data.msg);
        return;
      }
      afterCheckIn();
      if (outcome.outcome === 'queued') {
        say(outcome.offline ? S.queued : S.queuedBehind);
        return;
      }
      const answer = outcome.result.data;
      if (answer.alreadyCheckedIn) notify.success(`${name}: ${alreadyCheckedInSentence(answer, timeZone)}`);
      else if (answer.overCapacity) notify.error(S.overCapacityToast(name));
      else say(answer.walkIn ? S.walkInToast(name) : S.checkedInToast(name));
    },
    [eventId, eventName, timeZone, say, afterCheckIn],
  );
  const onUndo = useCallback(
    async (line: DoorLine) => {
      const name = lineName(line);
      const outcome = await undoCheckIn(eventId, line.userId, S.undoLabel(name, eventName));
      if (outcome.outcome === 'failed') notify.error(outcome.result.data.msg);
      else if (outcome.outcome === 'queued') say(outcome.offline ? S.queued : S.queuedBehind);
      else say(S.undoneToast(name));
    },
    [eventId, eventName, say],
  );
  const checkInNow = useCallback((line: DoorLine) => void onCheckIn(line), [onCheckIn]);
  const undoNow = useCallback((line: DoorLine) => void onUndo(line), [onUndo]);
  // The same object from render to render: the list is drawn again only when its lines change.
  return useMemo(() => ({ onCheckIn: checkInNow, onUndo: undoNow }), [checkInNow, undoNow]);
}

interface LinesProps {
  event: ScheduledEvent;
  lines: readonly DoorLine[];
  full: boolean;
  readOnly: boolean;
  logOpen: number | null;
  onToggleLog: (userId: number) => void;
  actions: ReturnType<typeof useDoorActions>;
}

/**
 * Rows per block of the list. Each block skips its rendering while off screen (content-visibility in
 * door.css): per block, not per row, so the browser tracks 25 blocks of a 500-line roster rather than
 * 500 rows in every frame and hit test, which kept a tap over 100 ms on a tablet's CPU.
 */
const LINES_PER_BLOCK = 20;
/** A row's height before it was ever drawn (door.css). */
const LINE_HEIGHT_PX = 68;

const DoorLines = memo(function DoorLines({ event, lines, full, readOnly, logOpen, onToggleLog, actions }: LinesProps) {
  const notes = useAlreadyCheckedIn();
  const drawn = useRowsInSteps(lines.length);
  const blocks: DoorLine[][] = [];
  for (let from = 0; from < drawn; from += LINES_PER_BLOCK) blocks.push(lines.slice(from, Math.min(drawn, from + LINES_PER_BLOCK)));
  return (
    <div className="door-lines" role="list">
      {blocks.map((block, at) => (
        <div key={at} className="door-lines__block" style={{ containIntrinsicSize: `auto ${block.length * LINE_HEIGHT_PX}px` }}>
          {block.map((line) => {
            const note = alreadyCheckedInOf(notes, event.id, line.userId);
            return (
              <DoorLineRow
                key={line.userId}
                eventId={event.id}
                line={line}
                timeZone={event.timeZone}
                note={note && line.checkedIn ? alreadyCheckedInSentence(note, event.timeZone) : null}
                overCapacity={full && line.notGoing}
                readOnly={readOnly}
                logOpen={logOpen === line.userId}
                onCheckIn={actions.onCheckIn}
                onUndo={actions.onUndo}
                onToggleLog={onToggleLog}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
});

interface SectionProps {
  title: string;
  lines: readonly DoorLine[];
  /** The count beside the title, when not the lines listed (Going: the counts' figure). */
  count?: number;
  empty: string;
  shared: Omit<LinesProps, 'lines'>;
}

function DoorSection({ title, lines, count = lines.length, empty, shared }: SectionProps) {
  return (
    <section className="door-section" aria-label={title}>
      <h3 className="door-section__title">
        {title} <span className="roster-section__count">({count})</span>
      </h3>
      {lines.length === 0 ? <p className="form-note">{empty}</p> : <DoorLines key={shared.event.id} {...shared} lines={lines} />}
    </section>
  );
}

/**
 * `below`: what the page shows under the door view (the class notes), drawn once the view is: drawn
 * before, under the loading line, the view pushed it down by its whole height when the roster came.
 */
export function DoorView({ eventId, below }: { eventId: number; below?: ReactNode }) {
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed);
  const [logOpen, setLogOpen] = useState<number | null>(null);
  const now = useMinuteClock();
  // The tapped row shows its write in flight at once (door-line-row.tsx); the list, the counts and a
  // walk-in's line take it in a moment later, after the tap is drawn: recomputing 500 lines and
  // comparing their rows before that frame kept a tap over 100 ms on a tablet's CPU.
  const inFlight = useDeferredValue(useDeskWritesInFlight());
  const { resource, view } = useRoster(eventId, inFlight);
  const index = useResidentIndex();
  const event = resource.data?.event ?? null;
  const residents = index.data?.residents ?? null;
  const lines = useMemo(() => (view && event ? doorLines(view, residents, event.buildingId) : []), [view, event, residents]);
  const counts = useMemo(() => doorCounts(lines), [lines]);
  const found = useMemo(
    () => (event ? searchDoor(lines, residents, event.buildingId, query, RESULTS_SHOWN) : []),
    [lines, residents, event, query],
  );
  const toggleLog = useCallback((userId: number) => setLogOpen((open) => (open === userId ? null : userId)), []);
  const afterCheckIn = useCallback(() => {
    // From the search: ready for the next resident at the door.
    setTyped((current) => {
      if (current !== '') searchField.current?.focus();
      return '';
    });
  }, []);
  const [said, say] = useState('');
  const actions = useDoorActions(event ?? ({ id: eventId, name: '', timeZone: 'UTC' } as ScheduledEvent), say, afterCheckIn);
  const scanPanelId = useId();
  const [scanning, setScanning] = useState(false);
  const scan = useDoorScan({ event, lines, residents, closed: closedNote(resource.data ?? null, now) });
  const onSearchKey = useMemo(() => wedgeKeyHandler(scan.onText, () => setTyped('')), [scan.onText]);

  if (event === null || view === null) return <p className="events-empty">{resource.error ?? S.loading}</p>;
  const phase = resource.data ? checkInPhase(resource.data, now) : { open: true, noShowsKnown: false };
  const readOnly = event.cancelled || !phase.open;
  const full = isFull(counts, event.capacity);
  const sections = doorSections(lines, phase.noShowsKnown);
  const note = phaseNote(resource.data ?? null, now);
  const shared = { event, full, readOnly, logOpen, onToggleLog: toggleLog, actions };

  return (
    <>
      <div className="door">
        <CopyAgeInTopBar cachedAt={[resource.cachedAt, index.cachedAt]} />
        <p className="visually-hidden" role="status">
          {said}
        </p>
        <div className="door-head">
          <div>
            <h2 className="page-heading door-head__name">{event.name}</h2>
            <p className="door-head__when">
              {formatEventWhen(event)} · {[event.venue, event.buildingName].filter((part) => part !== null).join(' · ')}
            </p>
            <p className="door-head__device">{S.thisTablet(deviceName())}</p>
          </div>
          <Link href={`${ROUTES.events}?event=${event.id}`} className="button button-secondary door-head__back">
            <span aria-hidden="true">‹</span> {S.backToRoster}
          </Link>
        </div>
        <div className="door-bar">
          <label className="field-label" htmlFor={searchId}>
            {S.findResident}
          </label>
          <div className="door-bar__row">
            <input
              id={searchId}
              ref={searchField}
              className="field-input door-bar__search"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              value={typed}
              onChange={(change) => setTyped(change.target.value)}
              onKeyDown={onSearchKey}
            />
            <DoorScanButton panelId={scanPanelId} open={scanning} onToggle={() => setScanning((open) => !open)} />
          </div>
          <DoorScanArea panelId={scanPanelId} open={scanning} scan={scan} onStop={() => setScanning(false)} />
          <Counts counts={counts} capacity={event.capacity} />
        </div>
        {note === null ? null : <p className="form-note door-phase">{note}</p>}
        {/* A wedge scanner typing a pass is not a search (its Enter makes it a scan). */}
        {query.trim() !== '' && !looksLikePass(query) ? (
          <section className="door-section" aria-label={S.searchResults}>
            {found.length === 0 ? <p className="form-note">{S.noResidents}</p> : <DoorLines {...shared} lines={found} />}
            {residents === null ? <p className="form-note">{index.error ?? S.indexMissing}</p> : null}
          </section>
        ) : 'going' in sections ? (
          <DoorSection title={S.going} lines={sections.going} count={counts.going} empty={S.noneGoing} shared={shared} />
        ) : (
          <>
            <DoorSection title={S.checkedIn} lines={sections.checkedIn} empty={S.noneCame} shared={shared} />
            <DoorSection title={S.noShows} lines={sections.noShows} empty={S.noNoShows} shared={shared} />
          </>
        )}
      </div>
      {below}
    </>
  );
}
