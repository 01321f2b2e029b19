// "Reminders by e-mail" on /r/me: a switch (a checkbox with the switch role, so it is announced as
// on or off) that saves at once. It shows the server's answer, never a guess: while a change is on
// its way the switch is disabled, and a refused change leaves it as it was, with the sentence.
import { useEffect, useState } from 'react';
import { residentApi } from './resident-api.ts';
import { REMINDER_STRINGS as R } from './reminder-strings.ts';

export function RemindersSwitch({ token }: { token: string }) {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void residentApi.settings(token).then((answer) => {
      if (live && answer.ok) setOn(answer.data.reminders);
    });
    return () => {
      live = false;
    };
  }, [token]);

  const onChange = async (reminders: boolean) => {
    setBusy(true);
    setError(null);
    const answer = await residentApi.settings(token, { reminders });
    setBusy(false);
    if (answer.ok) setOn(answer.data.reminders);
    else setError(answer.message);
  };

  // Offline on first load: nothing to show that would be true.
  if (on === null) return null;
  return (
    <section className="r-card r-setting" aria-labelledby="r-reminders-label">
      <label className="r-switch" id="r-reminders-label">
        <input type="checkbox" role="switch" checked={on} disabled={busy} aria-describedby="r-reminders-hint" onChange={(event) => void onChange(event.currentTarget.checked)} />
        <span>{R.remindersLabel}</span>
      </label>
      <p id="r-reminders-hint" className="r-muted">
        {R.remindersHint}
      </p>
      <p role="status" className="r-muted">
        {on ? R.remindersOn : R.remindersOff}
      </p>
      {error !== null ? (
        <p role="alert" className="r-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
