// Scan at the kiosk (docs/design/residents.md, "Check-in by pass"): a resident holds their pass's QR
// code to the camera, or a wedge scanner types it into the first-name field. The kiosk holds only the
// event's going residents (its roster, each with the hash of their pass), so it cannot tell a renewed
// pass from a stranger's: a pass among none of them is "Not on this event's list · Ask the front
// desk", a text that is no pass "Unknown pass". A going resident is checked in through the kiosk's
// check-in (checkIn(), the outbox: offline too, exactly once), green at once, amber when the server
// says another check-in came first.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { KioskRosterLine } from '../../api/door-api.ts';
import { alreadyCheckedInSentence } from '../../state/door-check-in.ts';
import { kioskScanOf, scannedPassHash } from '../../state/pass-lookup.ts';
import { QrIcon } from '../../ui/icons.tsx';
import { ScanPanel } from '../../ui/scan/scan-panel.tsx';
import { createScanGate } from '../../ui/scan/scan-gate.ts';
import { primeScanSound } from '../../ui/scan/scan-sound.ts';
import { ScanStatus } from '../../ui/scan/scan-status.tsx';
import { useScanOutcome, type ScanOutcome, type ScanOutcomeView } from '../../ui/scan/use-scan-outcome.ts';
import { shortName } from '../../ui/short-name.ts';
import { sendKioskCheckIn } from './kiosk-check-in.ts';
import type { KioskEvent, KioskOutcome } from './kiosk-flow.ts';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';

/** A green as long as the kiosk's "You're checked in"; what needs the desk a little longer. */
const OK_SHOWN_MS = 4_000;
const OTHER_SHOWN_MS = 8_000;
const shownMs = (outcome: ScanOutcomeView) => (outcome.tone === 'ok' ? OK_SHOWN_MS : OTHER_SHOWN_MS);

/** What the kiosk's check-in of `name` ended as, for the status line. */
export function kioskCheckInOutcome(sent: KioskOutcome, name: string, event: KioskEvent): ScanOutcomeView {
  if (sent.kind === 'refused') return { tone: 'error', text: sent.message, detail: S.askFrontDesk };
  if (sent.kind === 'already') return { tone: 'warn', text: sent.first ? alreadyCheckedInSentence(sent.first, event.timeZone) : S.scanAlreadyIn, detail: name };
  return { tone: 'ok', text: S.scanCheckedIn(name), detail: S.enjoy(event.name) };
}

export interface KioskScan {
  outcome: ScanOutcome | null;
  onText: (text: string) => void;
}

/** `lines`: the kiosk roster's going residents (null: not loaded); `pending`: their check-ins waiting in the outbox. */
export function useKioskScan(event: KioskEvent, lines: readonly KioskRosterLine[] | null, pending: ReadonlySet<number>): KioskScan {
  const latest = useRef({ event, lines, pending });
  useEffect(() => {
    latest.current = { event, lines, pending };
  });
  const gate = useMemo(() => createScanGate(), []);
  const { outcome, show, refine } = useScanOutcome(shownMs);

  const onScanned = useCallback(
    async (text: string) => {
      const hash = await scannedPassHash(text);
      const { event: current, lines: going, pending: waiting } = latest.current;
      const found = kioskScanOf(hash, going ?? [], waiting);
      if (found.kind === 'unknown') return void show({ tone: 'error', text: S.unknownPass, detail: S.unknownPassHelp });
      if (found.kind === 'not-on-list') return void show({ tone: 'error', text: S.scanNotOnList, detail: S.askFrontDesk });
      const name = shortName(found.line.firstName, found.line.lastInitial);
      if (found.kind === 'already') return void show({ tone: 'warn', text: S.scanAlreadyIn, detail: name });
      // Green at once: the check-in is in the outbox from here on and is sent exactly once.
      const id = show({ tone: 'ok', text: S.scanCheckedIn(name), detail: S.enjoy(current.name) });
      const sent = await sendKioskCheckIn(current.id, found.line.userId, `${name} · ${current.name}`);
      refine(id, kioskCheckInOutcome(sent, name, current));
    },
    [show, refine],
  );

  const onText = useCallback(
    (text: string) => {
      if (gate.accept(text)) void onScanned(text);
    },
    [gate, onScanned],
  );
  return { outcome, onText };
}

interface KioskScanAreaProps {
  panelId: string;
  open: boolean;
  scan: KioskScan;
  onToggle: () => void;
}

/** Scan (opens the camera's view), the view while open, and the last scan's outcome. */
export function KioskScanArea({ panelId, open, scan, onToggle }: KioskScanAreaProps) {
  const status = <ScanStatus outcome={scan.outcome} className="kiosk-scan-status" />;
  return (
    <div className="kiosk-scan">
      <div className="kiosk-scan__start">
        <button
          type="button"
          className="kiosk-button kiosk-button--secondary kiosk-scan__button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => {
            // The press is a gesture: the beep may play from here on.
            primeScanSound();
            onToggle();
          }}
        >
          <QrIcon size={32} /> {S.scan}
        </button>
        <p className="kiosk-note">{S.scanHint}</p>
      </div>
      {open ? (
        <ScanPanel id={panelId} onText={scan.onText} onStop={onToggle} otherWays={S.scanOtherWays}>
          {status}
        </ScanPanel>
      ) : (
        status
      )}
    </div>
  );
}
