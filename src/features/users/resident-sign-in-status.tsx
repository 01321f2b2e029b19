// The profile's line about the residents' own pages (hOM Residents): whether the user has signed in,
// and "Send sign-in link", which mails them the same code and link they could ask for themselves.
// It needs the server now: offline it is refused at once and said so (not queued).
import { useState } from 'react';
import { sendResidentSignInLink } from '../../state/users.ts';
import { notify } from '../../ui/toasts.tsx';
import { profileDateTime } from './user-format.ts';
import { USERS_STRINGS as S } from './users-strings.ts';

interface ResidentSignInStatusProps {
  userId: number;
  /** When they last signed in (ISO); null: never. Absent in a copy kept from before the server said. */
  signedInAt: string | null | undefined;
}

export function ResidentSignInStatus({ userId, signedInAt }: ResidentSignInStatusProps) {
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const result = await sendResidentSignInLink(userId);
      if (result.ok) notify.success(S.signInLinkSent(result.data.email));
      else if (result.offline) notify.error(S.signInLinkOffline);
      // A 401 ends the session with its own notice.
      else if (result.status !== 401) notify.error(result.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="users-profile__residents">
      <p data-testid="residents-sign-in">
        {signedInAt ? S.signedInToResidents(profileDateTime(signedInAt)) : S.notSignedInToResidents}
      </p>
      <button type="button" className="button button-secondary" disabled={sending} aria-busy={sending} onClick={() => void send()}>
        {sending ? S.sendingSignInLink : S.sendSignInLink}
      </button>
    </div>
  );
}
