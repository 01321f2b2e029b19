// A building's reminder hours on /building: two number fields (the longer first), saved together.
// Closed at first, like the calendar feed, so the page asks nothing until a member of staff opens it.
import { useState } from 'react';
import { readReminderHours, saveReminderHours } from '../../state/building-reminders.ts';
import { REMINDER_HOURS_STRINGS as S } from './reminder-hours-strings.ts';

const MAX_HOURS = 168;

type Fields = [string, string];

/** The hours typed, or the sentence saying what is wrong with them. */
function hoursOf(fields: Fields): number[] | string {
  const typed = fields.map((field) => field.trim()).filter((field) => field !== '');
  const hours = typed.map(Number);
  if (hours.some((h) => !Number.isInteger(h) || h < 1 || h > MAX_HOURS)) return S.outOfRange;
  if (hours.length === 2 && hours[0] === hours[1]) return S.same;
  return hours;
}

const fieldsOf = (hours: readonly number[]): Fields => [hours[0] === undefined ? '' : String(hours[0]), hours[1] === undefined ? '' : String(hours[1])];

export function ReminderHoursPanel({ buildingId, buildingName }: { buildingId: number; buildingName: string }) {
  const [fields, setFields] = useState<Fields | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = [`reminder-hours-${buildingId}-1`, `reminder-hours-${buildingId}-2`] as const;

  async function onToggle(open: boolean): Promise<void> {
    if (!open || fields !== null || busy) return;
    setBusy(true);
    const outcome = await readReminderHours(buildingId);
    setBusy(false);
    if (outcome.ok) setFields(fieldsOf(outcome.data.reminderHours));
    else setError(outcome.message);
  }

  async function onSave(): Promise<void> {
    if (fields === null) return;
    setNote(null);
    const hours = hoursOf(fields);
    if (typeof hours === 'string') return setError(hours);
    setError(null);
    setBusy(true);
    const outcome = await saveReminderHours(buildingId, hours);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setFields(fieldsOf(outcome.data.reminderHours));
    setNote(S.saved);
  }

  const setField = (index: 0 | 1, value: string) => setFields((current) => (current === null ? current : index === 0 ? [value, current[1]] : [current[0], value]));

  return (
    <details className="calendar-feed" onToggle={(event) => void onToggle(event.currentTarget.open)}>
      <summary className="calendar-feed__summary" aria-label={S.summary(buildingName)}>
        {S.title}
      </summary>
      {/* Not a form: the page's only forms are its dialogs'; Save is the one button. */}
      <div className="calendar-feed__body">
        <p className="form-note">{S.explain}</p>
        {fields === null ? (
          <p role="status">{busy ? S.loading : null}</p>
        ) : (
          <>
            {([0, 1] as const).map((index) => (
              <div className="form-field" key={index}>
                <label htmlFor={ids[index]}>{index === 0 ? S.first : S.second}</label>
                <input
                  id={ids[index]}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_HOURS}
                  step={1}
                  value={fields[index]}
                  onChange={(event) => setField(index, event.currentTarget.value)}
                />
              </div>
            ))}
            <div className="form-actions">
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => void onSave()}>
                {S.save}
              </button>
            </div>
          </>
        )}
        <p role="status">{note}</p>
        {error !== null ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
      </div>
    </details>
  );
}
