// ?leave-front-desk: the password of the account behind the front desk ends front-desk mode (a
// manager's session comes back; a building admin's own account is signed out).
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { ROUTES } from '../../config/routes.ts';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { leaveFrontDeskMode } from '../../state/front-desk.ts';
import { useAccount } from '../../state/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FRONT_DESK_STRINGS as S } from '../../ui/front-desk-strings.ts';

interface LeaveValues {
  password?: string;
}

export default function LeaveFrontDeskDialog({ onClose }: OverlayProps) {
  const [, navigate] = useLocation();
  const account = useAccount();
  return (
    <Dialog title={S.leaveTitle} onClose={onClose} closeLabel={S.close} size="medium">
      <p>{S.leaveExplain(account?.email ?? '')}</p>
      <Form<LeaveValues>
        validate={(values) => (values.password ? {} : { password: S.passwordRequired })}
        onSubmit={async ({ password }) => {
          const outcome = await leaveFrontDeskMode(password ?? '');
          if (outcome.ok) {
            navigate(outcome.signedIn ? ROUTES.dashboard : ROUTES.login, { replace: true });
            return undefined;
          }
          return { password: 'unsent' in outcome ? S.unsent(outcome.unsent) : outcome.error };
        }}
        render={({ handleSubmit, submitting }) => (
          <form className="form" onSubmit={handleSubmit} noValidate>
            <TextField name="password" label={S.password} type="password" autoComplete="current-password" />
            <button type="submit" className="button button-primary button-block" disabled={submitting} aria-busy={submitting}>
              {submitting ? S.working : S.leave}
            </button>
          </form>
        )}
      />
    </Dialog>
  );
}
