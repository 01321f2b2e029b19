// /profile: the switch for the monthly report e-mail (the Event Report CSV of All
// buildings and the month's figures, once the month has ended in every building's time zone).
import { useEffect, useId } from 'react';
import { changeMonthlyReportMail, loadMonthlyReportMail, useMonthlyReportMail } from '../../state/monthly-report-mail.ts';
import { MONTHLY_REPORT_STRINGS } from './monthly-report-strings.ts';

export function MonthlyReportOptIn() {
  const id = useId();
  const { enabled, busy, changed, error } = useMonthlyReportMail();
  useEffect(() => void loadMonthlyReportMail(), []);
  const message =
    error !== null ? { text: error, error: true } : changed !== null ? { text: changed === 'on' ? MONTHLY_REPORT_STRINGS.on : MONTHLY_REPORT_STRINGS.off, error: false } : null;

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
          onChange={(event) => void changeMonthlyReportMail(event.currentTarget.checked)}
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
