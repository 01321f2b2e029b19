// /r: the e-mail, then the 6-digit code. The link from the e-mail lands here with ?link=TOKEN and only
// shows a Continue button: mail scanners open every link, so nothing acts until a person presses it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { residentApi } from './resident-api.ts';
import { RESIDENT_ROUTES } from '../config/resident-routes.ts';
import { followAccountLanguage } from './resident-language.ts';
import { signInResident } from './resident-session.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

function ErrorMessage({ message }: { message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Focus goes to the error so a screen reader and a keyboard user meet it at once.
    if (message !== null) ref.current?.focus();
  }, [message]);
  if (message === null) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className="r-error">
      {message}
    </p>
  );
}

function LinkContinue({ linkToken }: { linkToken: string }) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onContinue = async () => {
    setBusy(true);
    setError(null);
    const answer = await residentApi.useLink(linkToken);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    signInResident(answer.data);
    void followAccountLanguage(answer.data);
    navigate(RESIDENT_ROUTES.events, { replace: true });
  };
  return (
    <section className="r-card" aria-labelledby="r-link-heading">
      <h1 id="r-link-heading">{S.linkHeading}</h1>
      <p>{S.linkIntro}</p>
      <ErrorMessage message={error} />
      <button type="button" className="r-button r-primary" disabled={busy} onClick={() => void onContinue()}>
        {S.continue}
      </button>
    </section>
  );
}

export function SignInScreen() {
  const search = useSearch();
  const linkToken = new URLSearchParams(search).get('link');
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeSentTo !== null) codeInput.current?.focus();
  }, [codeSentTo]);

  if (linkToken) return <LinkContinue linkToken={linkToken} />;

  const onSendCode = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return setError(S.emailMissing);
    setBusy(true);
    setError(null);
    const answer = await residentApi.requestCode(address);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setCodeSentTo(address);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (codeSentTo === null) return;
    if (!/^\d{6}$/.test(typed)) return setError(S.codeMissing);
    setBusy(true);
    setError(null);
    const answer = await residentApi.verifyCode(codeSentTo, typed);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    signInResident(answer.data);
    void followAccountLanguage(answer.data);
    navigate(RESIDENT_ROUTES.events, { replace: true });
  };

  return (
    <section className="r-card" aria-labelledby="r-sign-in-heading">
      <h1 id="r-sign-in-heading">{S.signInHeading}</h1>
      {codeSentTo === null ? (
        <form onSubmit={(event) => void onSendCode(event)} noValidate>
          <label htmlFor="r-email">{S.emailLabel}</label>
          <input
            id="r-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            // An address reads left to right, in an Arabic page too.
            dir="ltr"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? 'r-sign-in-error' : undefined}
          />
          <div id="r-sign-in-error">
            <ErrorMessage message={error} />
          </div>
          <button type="submit" className="r-button r-primary" disabled={busy}>
            {S.sendCode}
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void onVerify(event)} noValidate>
          <p role="status">{S.codeSent(codeSentTo)}</p>
          <label htmlFor="r-code">{S.codeLabel}</label>
          <input
            ref={codeInput}
            id="r-code"
            name="code"
            inputMode="numeric"
            dir="ltr"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? 'r-sign-in-error' : undefined}
          />
          <div id="r-sign-in-error">
            <ErrorMessage message={error} />
          </div>
          <button type="submit" className="r-button r-primary" disabled={busy}>
            {S.signIn}
          </button>
          <button
            type="button"
            className="r-button r-link"
            onClick={() => {
              setCodeSentTo(null);
              setCode('');
              setError(null);
            }}
          >
            {S.otherEmail}
          </button>
        </form>
      )}
    </section>
  );
}
