// The account the outbox and the wipe act for: user-info's id, or the token's subject before
// user-info has loaded (or when it cannot load offline).
import { session } from './session.ts';
import { tokenSubject } from './token-claims.ts';

export function currentUserId(): number | null {
  if (session.account) return session.account.id;
  return session.token ? tokenSubject(session.token) : null;
}
