// The kiosk's last steps: "Is this you?", then "You're checked in" (or already in, said kindly), or
// "Ask the front desk". Shown outcomes name the event only, never the resident.
import type { KioskEvent, KioskResident } from './kiosk-flow.ts';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';
import { StepHeading } from './step-heading.tsx';

export function KioskConfirm(props: { event: KioskEvent; resident: KioskResident; sending: boolean; onConfirm: () => void; onNotMe: () => void }) {
  const { event, resident, sending, onConfirm, onNotMe } = props;
  return (
    <section className="kiosk-step">
      <StepHeading>{S.confirmTitle}</StepHeading>
      <p className="kiosk-resident">{S.residentChoice(resident.label, resident.unit)}</p>
      <p className="kiosk-subtitle">{S.confirmEvent(event.name)}</p>
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button kiosk-button--secondary" onClick={onNotMe} disabled={sending}>
          {S.notMe}
        </button>
        <button type="button" className="kiosk-button kiosk-button--primary" onClick={onConfirm} disabled={sending} aria-busy={sending}>
          {sending ? S.working : S.confirm}
        </button>
      </div>
    </section>
  );
}

function DoneAction({ onDone }: { onDone: () => void }) {
  return (
    <div className="kiosk-actions">
      <button type="button" className="kiosk-button kiosk-button--primary" onClick={onDone}>
        {S.done}
      </button>
    </div>
  );
}

export function KioskDone({ event, already, onDone }: { event: KioskEvent; already: boolean; onDone: () => void }) {
  return (
    <section className="kiosk-step kiosk-step--done" role="status">
      <StepHeading>{already ? S.alreadyCheckedIn : S.checkedIn}</StepHeading>
      <p className="kiosk-subtitle">{already ? S.alreadyExplain : S.enjoy(event.name)}</p>
      <DoneAction onDone={onDone} />
    </section>
  );
}

export function KioskAskDesk({ message, onDone }: { message: string | null; onDone: () => void }) {
  return (
    <section className="kiosk-step">
      <StepHeading>{S.askFrontDesk}</StepHeading>
      <p className="kiosk-subtitle">{message ?? S.askExplain}</p>
      <DoneAction onDone={onDone} />
    </section>
  );
}
