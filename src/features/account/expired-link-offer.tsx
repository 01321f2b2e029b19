// A used or expired reset link: the spec's "Link expired! Try again", and a
// button that e-mails a new link to the address the link was for (the forgot-password call).
import { useState } from 'react';
import { sendPasswordResetLink } from '../../state/account.ts';
import { notify } from '../../ui/toasts.tsx';
import { ACCOUNT_STRINGS, ACCOUNT_UI_STRINGS as UI } from './account-strings.ts';

export function ExpiredLinkOffer({ email }: { email: string }) {
  const [stage, setStage] = useState<'offer' | 'sending' | 'sent'>('offer');
  const send = async () => {
    setStage('sending');
    const result = await sendPasswordResetLink(email);
    if (result.ok) setStage('sent');
    else {
      notify.error(result.data.error);
      setStage('offer');
    }
  };
  return (
    <div className="form">
      <h1 className="auth-title">{ACCOUNT_STRINGS.resetLinkExpired}</h1>
      {stage === 'sent' ? (
        <p className="confirmation" role="status">
          {UI.newResetLinkSent}
        </p>
      ) : (
        <>
          <p className="form-intro" role="alert">
            {UI.resetLinkUnusable(email)}
          </p>
          <button type="button" className="button button-primary button-block" disabled={stage === 'sending'} onClick={() => void send()}>
            {stage === 'sending' ? UI.working : UI.sendNewResetLink}
          </button>
        </>
      )}
    </div>
  );
}
