// The idle warning (WCAG 2.2.1): a visible countdown and "I'm still here" (Escape or the close
// button say the same).
import { Dialog } from '../../ui/dialog.tsx';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';

export function KioskIdleWarning({ secondsLeft, onStillHere }: { secondsLeft: number; onStillHere: () => void }) {
  return (
    <Dialog title={S.idleTitle} onClose={onStillHere} closeLabel={S.stillHere} size="medium">
      <p className="kiosk-countdown" data-testid="kiosk-countdown">
        {S.idleCountdown(secondsLeft)}
      </p>
      <button type="button" className="kiosk-button kiosk-button--primary kiosk-button--block" onClick={onStillHere}>
        {S.stillHere}
      </button>
    </Dialog>
  );
}
