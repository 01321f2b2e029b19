// "Report an incident": who (a resident of the roster, or someone else), what happened, the action
// taken, the severity and the time (the building's clock, now by default). It goes through the
// outbox: offline it is kept and sent once when back, so the dialog closes either way.
import { useId, useState, type FormEvent } from 'react';
import { INCIDENT_SEVERITIES, type IncidentSeverity } from '../../contract/incident-severity.ts';
import { INPUT_LIMITS } from '../../contract/limits.ts';
import type { ReportIncidentBody } from '../../api/event-notes-api.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { localToMoment, zonedClockParts } from '../../ui/date-time-format.ts';
import { EVENT_NOTES_STRINGS as S } from './event-notes-strings.ts';
import { keepFocusOnPress } from '../../ui/keep-focus-on-press.ts';

export interface IncidentPerson {
  userId: number;
  name: string;
}

export interface IncidentDialogProps {
  eventId: number;
  timeZone: string;
  people: readonly IncidentPerson[];
  onSubmit: (body: ReportIncidentBody) => void;
  onClose: () => void;
  /** The moment the dialog opens at (tests fix it). */
  now?: number;
}

const SOMEONE_ELSE = '';

/** `at` on `timeZone`'s clock as a datetime-local value ('YYYY-MM-DDTHH:mm'). */
export function localInputValue(at: number, timeZone: string): string {
  const p = zonedClockParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

export function IncidentDialog({ eventId, timeZone, people, onSubmit, onClose, now }: IncidentDialogProps) {
  const id = useId();
  const [who, setWho] = useState(SOMEONE_ELSE);
  const [description, setDescription] = useState('');
  const [actionTaken, setActionTaken] = useState('');
  const [severity, setSeverity] = useState<IncidentSeverity>('minor');
  const [time, setTime] = useState(() => localInputValue(now ?? Date.now(), timeZone));
  const [errors, setErrors] = useState<{ description?: string; time?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const moment = localToMoment(time, timeZone);
    const found = {
      ...(description.trim() === '' ? { description: S.descriptionRequired } : {}),
      ...(Number.isNaN(moment) ? { time: S.timeInvalid } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      eventId,
      userId: who === SOMEONE_ELSE ? null : Number(who),
      description,
      actionTaken,
      severity,
      occurredAt: new Date(moment).toISOString(),
    });
  };

  return (
    <Dialog title={S.dialogTitle} onClose={onClose} closeLabel={S.close} size="medium">
      <form className="form incident-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-who`}>
            {S.who}
          </label>
          <select id={`${id}-who`} className="field-input" value={who} onChange={(e) => setWho(e.target.value)}>
            <option value={SOMEONE_ELSE}>{S.someoneElse}</option>
            {people.map((person) => (
              <option key={person.userId} value={String(person.userId)}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-what`}>
            {S.whatHappened}
          </label>
          <textarea
            id={`${id}-what`}
            className="field-input"
            rows={3}
            required
            maxLength={INPUT_LIMITS.incidentTextMaxChars}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors.description !== undefined}
            aria-describedby={errors.description !== undefined ? `${id}-what-error` : undefined}
          />
          {errors.description !== undefined ? (
            <p className="field-error" id={`${id}-what-error`}>
              {errors.description}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-action`}>
            {S.actionTaken}
          </label>
          <textarea
            id={`${id}-action`}
            className="field-input"
            rows={2}
            maxLength={INPUT_LIMITS.incidentTextMaxChars}
            value={actionTaken}
            onChange={(e) => setActionTaken(e.target.value)}
          />
        </div>
        <fieldset className="field incident-form__severity">
          <legend className="field-label">{S.severity}</legend>
          {INCIDENT_SEVERITIES.map((value) => (
            <label key={value} className="incident-form__choice">
              <input type="radio" name={`${id}-severity`} value={value} checked={severity === value} onChange={() => setSeverity(value)} />
              {S.severityLabels[value]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-time`}>
            {S.time}
          </label>
          <input
            id={`${id}-time`}
            type="datetime-local"
            className="field-input"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            aria-invalid={errors.time !== undefined}
            aria-describedby={errors.time !== undefined ? `${id}-time-error` : undefined}
          />
          {errors.time !== undefined ? (
            <p className="field-error" id={`${id}-time-error`}>
              {errors.time}
            </p>
          ) : null}
        </div>
        <div className="form-actions">
          <button type="button" className="button button-secondary" onMouseDown={keepFocusOnPress} onClick={onClose}>
            {S.cancel}
          </button>
          <button type="submit" className="button button-primary">
            {S.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
