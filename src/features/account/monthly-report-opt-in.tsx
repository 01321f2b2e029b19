// /profile: the switch for the monthly report e-mail (the Event Report CSV of All
// buildings and the month's figures, once the month has ended in every building's time zone).
import { useEffect, useId, useState } from 'react';
import { fetchMonthlyReportMail, setMonthlyReportMail } from '../../api/report-api.ts';
import { MONTHLY_REPORT_STRINGS } from './monthly-report-strings.ts';

export function MonthlyReportOptIn() {
  const id = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchMonthlyReportMail().then((result) => {
      if (!live) return;
      if (result.ok) setEnabled(result.data.enabled);
      else setMessage({ text: result.data.message, error: true });
    });
    return () => {
      live = false;
    };
  }, []);

  async function change(next: boolean): Promise<void> {
    // The box shows the choice at once; a refusal puts it back and says why.
    const before = enabled;
    setEnabled(next);
    setBusy(true);
    const result = await setMonthlyReportMail(next);
    setBusy(false);
    if (result.ok) {
      setEnabled(result.data.enabled);
      setMessage({ text: result.data.enabled ? MONTHLY_REPORT_STRINGS.on : MONTHLY_REPORT_STRINGS.off, error: false });
    } else {
      setEnabled(before);
      setMessage({ text: result.data.message, error: true });
    }
  }

  return (
    <div className="monthly-report-opt-in">
      <div className="field field-checkbox">
        <input
          id={id}
          type="checkbox"
          className="field-checkbox__input"
          checked={enabled ?? false}
          disabled={enabled === null || busy}
          aria-describedby={`${id}-note`}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{MONTHLY_REPORT_STRINGS.label}</label>
      </div>
      <p className="form-note" id={`${id}-note`}>
        {MONTHLY_REPORT_STRINGS.note}
      </p>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'form-error' : 'form-note'}>
        {message?.text}
      </p>
    </div>
  );
}
