// Scan at the door (docs/design/residents.md, "Check-in by pass"): a pass read by the camera or typed
// by a wedge scanner into the search field is looked up in the resident index (this event's building)
// and, for a going resident not yet in, checked in through checkIn(), the same outbox path as a tap:
// offline too, exactly once. The outcome shows at once in the status line, green "Checked in · Ava
// J." (the check-in is stored before it is sent), and the server's answer refines it: amber when
// another tablet came first, red when it refused.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import { alreadyCheckedInSentence, checkIn } from '../../state/door-check-in.ts';
import { lineOfResident, type DoorLine } from '../../state/door-roster.ts';
import { doorScanOf, scannedPassHash } from '../../state/pass-lookup.ts';
import type { IndexedResident } from '../../state/resident-index.ts';
import { ScanPanel } from '../../ui/scan/scan-panel.tsx';
import { createScanGate } from '../../ui/scan/scan-gate.ts';
import { primeScanSound } from '../../ui/scan/scan-sound.ts';
import { ScanStatus } from '../../ui/scan/scan-status.tsx';
import { useScanOutcome, type ScanOutcome, type ScanOutcomeView } from '../../ui/scan/use-scan-outcome.ts';
import { QrIcon } from '../../ui/icons.tsx';
import { shortName } from '../../ui/short-name.ts';
import { lineName } from './door-line-row.tsx';
import { DOOR_STRINGS as S } from './door-strings.ts';

type CheckInOutcome = Awaited<ReturnType<typeof checkIn>>;

/** How long an outcome stays: a green a few seconds, what needs the desk longer, an offered walk-in longest. */
function shownMs(outcome: ScanOutcomeView): number {
  if (outcome.action) return 20_000;
  return outcome.tone === 'ok' ? 6_000 : 10_000;
}

/** What the server's answer (or the outbox) says of a scan's check-in of `name`. */
export function checkInOutcome(sent: CheckInOutcome, name: string, timeZone: string): ScanOutcomeView {
  if (sent.outcome === 'failed') return { tone: 'error', text: sent.result.data.msg, detail: name };
  if (sent.outcome === 'queued') return { tone: 'ok', text: S.scanCheckedIn(name), detail: sent.offline ? S.queued : S.queuedBehind };
  const answer = sent.result.data;
  if (answer.alreadyCheckedIn) return { tone: 'warn', text: alreadyCheckedInSentence(answer, timeZone), detail: name };
  if (answer.overCapacity) return { tone: 'warn', text: S.scanCheckedIn(name), detail: S.scanOverCapacity };
  return { tone: 'ok', text: S.scanCheckedIn(name), detail: answer.walkIn ? S.scanWalkIn : null };
}

/** "Aiden B., South Block · 11A": who a scan found, with the place the door's rows show. */
function whoOf(person: Pick<DoorLine, 'firstName' | 'lastName' | 'unit' | 'apartment'>): string {
  const place = [person.unit, person.apartment].filter((part) => part !== null && part !== '').join(' · ');
  return S.scanWho(shortName(person.firstName, person.lastName), place === '' ? null : place);
}

/** Amber for a resident already in: the server's first check-in when the door has it. */
function alreadyOutcome(line: DoorLine, timeZone: string): ScanOutcomeView {
  const who = whoOf(line);
  const text = line.checkedInAt ? alreadyCheckedInSentence({ checkedInAt: line.checkedInAt, checkedInBy: line.checkedInBy }, timeZone) : S.scanAlreadyIn;
  return { tone: 'warn', text, detail: who };
}

export interface DoorScanSetup {
  event: ScheduledEvent | null;
  lines: readonly DoorLine[];
  residents: readonly IndexedResident[] | null;
  /** Why nobody can check in now (door-phase.ts), or null while check-in is open. */
  closed: string | null;
}

export interface DoorScan {
  outcome: ScanOutcome | null;
  /** A scanned text (the camera's or the wedge's). */
  onText: (text: string) => void;
}

export function useDoorScan(setup: DoorScanSetup): DoorScan {
  const latest = useRef(setup);
  useEffect(() => {
    latest.current = setup;
  });
  const gate = useMemo(() => createScanGate(), []);
  const { outcome, show, refine } = useScanOutcome(shownMs);

  const checkInLine = useCallback(
    async (line: DoorLine) => {
      const { event } = latest.current;
      if (event === null) return;
      const name = shortName(line.firstName, line.lastName);
      // Green at once: the check-in is in the outbox from here on and is sent exactly once.
      const id = show({ tone: 'ok', text: S.scanCheckedIn(name), detail: line.notGoing ? S.scanWalkIn : null });
      const sent = await checkIn(event.id, line.userId, S.checkInLabel(lineName(line), event.name));
      refine(id, checkInOutcome(sent, name, event.timeZone));
    },
    [show, refine],
  );

  const onScanned = useCallback(
    async (text: string) => {
      const hash = await scannedPassHash(text);
      const { event, lines, residents, closed } = latest.current;
      if (event === null) return;
      const found = doorScanOf(hash, lines, residents, event.buildingId);
      if (found.kind === 'unknown') return void show({ tone: 'error', text: S.unknownPass, detail: S.unknownPassHelp });
      if (found.kind === 'no-index') return void show({ tone: 'error', text: S.scanNoIndex, detail: S.scanNoIndexHelp });
      if (found.kind === 'already') return void show(alreadyOutcome(found.line, event.timeZone));
      const person = found.kind === 'going' ? found.line : found.resident;
      const who = whoOf(person);
      if (closed !== null) return void show({ tone: 'error', text: closed, detail: who });
      if (found.kind === 'going') return void checkInLine(found.line);
      const walkIn = lineOfResident(found.resident);
      show({ tone: 'error', text: S.notOnList, detail: who, action: { label: S.checkInAsWalkIn, run: () => void checkInLine(walkIn) } });
    },
    [show, checkInLine],
  );

  const onText = useCallback(
    (text: string) => {
      if (gate.accept(text)) void onScanned(text);
    },
    [gate, onScanned],
  );
  return { outcome, onText };
}

interface DoorScanAreaProps {
  panelId: string;
  open: boolean;
  scan: DoorScan;
  onStop: () => void;
}

/** Scan, beside the search field: opens (and closes) the camera's view. */
export function DoorScanButton({ panelId, open, onToggle }: { panelId: string; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="button button-secondary door-bar__scan"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => {
        // The press is a gesture: the beep may play from here on.
        primeScanSound();
        onToggle();
      }}
    >
      <QrIcon /> {S.scan}
    </button>
  );
}

/** The camera's view while Scan is on, and the status line of the last scan (camera or wedge). */
export function DoorScanArea({ panelId, open, scan, onStop }: DoorScanAreaProps) {
  const status = <ScanStatus outcome={scan.outcome} />;
  return open ? (
    <ScanPanel id={panelId} onText={scan.onText} onStop={onStop} otherWays={S.scanOtherWays}>
      {status}
    </ScanPanel>
  ) : (
    status
  );
}
