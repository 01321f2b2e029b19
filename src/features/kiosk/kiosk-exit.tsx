// Leaving the kiosk: a small "Staff" control in a corner opens a dialog asking for the
// front desk's password, checked by the server (slowed per session, apart from sign-in), which
// answers the front desk's session again. Behind it staff see how many check-ins wait to be sent
// (residents never see an "offline" notice).
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { checkFrontDeskPassword } from '../../api/account-api.ts';
import { ROUTES } from '../../config/routes.ts';
import { leaveKioskMode } from '../../state/kiosk-start.ts';
import { outboxView, pendingEntries } from '../../state/outbox-view.ts';
import type { OutboxEntry } from '../../offline/shared/outbox-db.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';
import { keepFocusOnPress } from '../../ui/keep-focus-on-press.ts';

function ExitDialog({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  const { entries } = useSnapshot(outboxView);
  const pending = pendingEntries(entries as readonly OutboxEntry[]).length;
  return (
    <Dialog title={S.exitTitle} onClose={onClose} closeLabel={S.close} size="medium">
      <p>{S.exitExplain}</p>
      <p className="kiosk-pending" data-testid="kiosk-pending">
        {S.pending(pending)}
      </p>
      <Form<{ password?: string }>
        validate={(values) => (values.password ? {} : { password: S.passwordRequired })}
        onSubmit={async ({ password }) => {
          const answer = await checkFrontDeskPassword(password ?? '');
          if (!answer.ok) return { password: answer.status === 0 ? S.noConnection : answer.data.msg };
          leaveKioskMode(answer.data.token);
          navigate(ROUTES.events, { replace: true });
          return undefined;
        }}
        render={({ handleSubmit, submitting }) => (
          <form className="form" onSubmit={handleSubmit} noValidate>
            <TextField name="password" label={S.password} type="password" autoComplete="current-password" />
            <div className="form-actions">
              <button type="button" className="button button-secondary" onMouseDown={keepFocusOnPress} onClick={onClose}>
                {S.cancel}
              </button>
              <button type="submit" className="button button-primary" disabled={submitting} aria-busy={submitting}>
                {submitting ? S.working : S.leave}
              </button>
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}

export function KioskExit() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="kiosk-staff" aria-label={S.staffLabel} onClick={() => setOpen(true)}>
        {S.staff}
      </button>
      {open ? <ExitDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
