// What the user sees when a session ends without being asked to (docs/product-spec.md, States and transitions): an expired one says
// 'Login token expired!'; expired or ended in another tab, the app goes back to /. A sign-out the
// user asked for navigates in its own flow (sign-out-flow.ts).
import { navigate } from 'wouter/use-browser-location';
import type { SignOutInfo } from '../../state/session.ts';
import { notify } from '../../ui/toasts.tsx';
import { ACCOUNT_STRINGS } from './account-strings.ts';

export function announceSessionEnd({ reason }: SignOutInfo): void {
  if (reason === 'sign-out') return;
  if (reason === 'expired') notify.error(ACCOUNT_STRINGS.sessionExpired);
  navigate('/', { replace: true });
}
