// The self check-in kiosk (docs/design/front-desk.md, Self check-in (kiosk)): a full-screen view of its own
// (no sidebar, no top bar, no way to the portal but the staff password), on a front-desk tablet
// facing residents. The screen is kept on; a resident left mid-flow is warned, then the flow starts
// over with nothing of them kept; "You're checked in" shows for CHECKED_IN_SHOWN_MS.
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useBuildings } from '../../state/buildings.ts';
import { useKiosk } from '../../state/kiosk-mode.ts';
import { secureRunningKiosk } from '../../state/kiosk-start.ts';
import { sendKioskCheckIn } from './kiosk-check-in.ts';
import { KioskExit } from './kiosk-exit.tsx';
import { KioskFind } from './kiosk-find.tsx';
import { inResidentFlow, KIOSK_START, kioskReducer } from './kiosk-flow.ts';
import { KioskIdleWarning } from './kiosk-idle-warning.tsx';
import { KioskAskDesk, KioskConfirm, KioskDone } from './kiosk-outcome.tsx';
import { KioskStart } from './kiosk-start.tsx';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';
import { useIdleReset } from './use-idle-reset.ts';
import { useWakeLock, wakeLockSupported } from './use-wake-lock.ts';
import './kiosk.css';

export const CHECKED_IN_SHOWN_MS = 4_000 as const;
/** How often a kiosk still holding the desk's own session asks again for a kiosk's. */
const SECURE_RETRY_MS = 60_000;

/** A kiosk started with the desk's own session (an older version) swaps it once the server answers. */
function useKioskSession(): void {
  useEffect(() => {
    void secureRunningKiosk();
    const timer = setInterval(() => void secureRunningKiosk(), SECURE_RETRY_MS);
    return () => clearInterval(timer);
  }, []);
}

export default function KioskPage() {
  const kiosk = useKiosk();
  const buildingId = kiosk?.buildingId ?? null;
  const buildings = useBuildings(buildingId !== null);
  const buildingName = buildings.data?.find((building) => building.id === buildingId)?.name ?? null;
  const [flow, dispatch] = useReducer(kioskReducer, KIOSK_START);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  useWakeLock();
  useKioskSession();
  // Without a wake lock the screen may sleep: said once as the kiosk starts, until the first resident.
  const [wakeLockNote, setWakeLockNote] = useState(() => !wakeLockSupported());
  const finished = flow.step === 'checked-in' || flow.step === 'already';
  const { secondsLeft, stillHere } = useIdleReset(inResidentFlow(flow) && !finished, reset);

  useEffect(() => {
    if (!finished) return undefined;
    const timer = setTimeout(reset, CHECKED_IN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [finished, reset]);

  const send = useCallback(async () => {
    if (flow.step !== 'confirm') return;
    dispatch({ type: 'send' });
    const outcome = await sendKioskCheckIn(flow.event.id, flow.resident.userId, `${flow.resident.label} · ${flow.event.name}`);
    dispatch({ type: 'answered', outcome });
  }, [flow]);

  if (buildingId === null) return null;
  return (
    <div className="kiosk">
      <header className="kiosk-bar">
        <p className="kiosk-title">
          {S.title}
          {buildingName === null ? null : <span className="kiosk-building">{buildingName}</span>}
        </p>
        <KioskExit />
      </header>
      {wakeLockNote ? (
        <p className="kiosk-staff-note" role="status">
          {S.wakeLockUnsupported}
        </p>
      ) : null}
      <main className="kiosk-main" id="main">
        {flow.step === 'start' ? (
          <KioskStart
            buildingId={buildingId}
            onPick={(event) => {
              setWakeLockNote(false);
              dispatch({ type: 'pick-event', event });
            }}
          />
        ) : null}
        {flow.step === 'find' ? (
          <KioskFind
            event={flow.event}
            firstName={flow.firstName}
            unit={flow.unit}
            onType={(firstName, unit) => dispatch({ type: 'type', firstName, unit })}
            onChoose={(resident) => dispatch({ type: 'choose', resident })}
            onNotListed={() => dispatch({ type: 'not-listed' })}
            onBack={reset}
          />
        ) : null}
        {flow.step === 'confirm' || flow.step === 'sending' ? (
          <KioskConfirm
            event={flow.event}
            resident={flow.resident}
            sending={flow.step === 'sending'}
            onConfirm={() => void send()}
            onNotMe={() => dispatch({ type: 'not-me' })}
          />
        ) : null}
        {finished ? <KioskDone event={flow.event} already={flow.step === 'already'} onDone={reset} /> : null}
        {flow.step === 'ask-desk' ? <KioskAskDesk message={flow.message} onDone={reset} /> : null}
      </main>
      {secondsLeft === null ? null : <KioskIdleWarning secondsLeft={secondsLeft} onStillHere={stillHere} />}
    </div>
  );
}
