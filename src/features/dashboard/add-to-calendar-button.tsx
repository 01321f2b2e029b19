// "Add to calendar" in the event popup: the event as a one-event .ics file, written by the
// server in the same form as the building's feed (same UID, so a calendar that has both sees one event).
import { useState } from 'react';
import { fetchEventCalendarFile } from '../../api/calendar-api.ts';
import { downloadTextFile } from '../../ui/download-file.ts';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';

const ICS_TYPE = 'text/calendar;charset=utf-8';

export function AddToCalendarButton({ eventId, eventName }: { eventId: number; eventName: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(): Promise<void> {
    setBusy(true);
    setError(null);
    const result = await fetchEventCalendarFile(eventId);
    setBusy(false);
    if (result.ok) downloadTextFile(result.data.content, result.data.fileName, ICS_TYPE);
    else setError(result.data.message);
  }

  return (
    <>
      <button type="button" className="button button-secondary dash-popup-event__calendar" disabled={busy} aria-label={S.addToCalendarLabel(eventName)} onClick={() => void download()}>
        {S.addToCalendar}
      </button>
      {error !== null ? (
        <p role="alert" className="form-error dash-popup-event__calendar-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
