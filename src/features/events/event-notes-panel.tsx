// An event's class notes and incident reports on the roster and the door view (staff only;
// docs/design/residents.md, "Class notes and incidents"): the notes in a textarea with Save, with who
// saved them last and when; "Report an incident" opening its dialog; and the event's reports, newest
// first. Both writes go through the outbox, so they work offline and are sent once when back.
import { useId, useState } from 'react';
import type { ReportIncidentBody } from '../../api/event-notes-api.ts';
import { INPUT_LIMITS } from '../../contract/limits.ts';
import { displayLocale } from '../../i18n/locale.ts';
import { eventNotesRequest, eventNotesResource, reportIncident, saveClassNotes } from '../../state/event-notes.ts';
import { rosterRequest, rosterResource } from '../../state/event-roster.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { notify } from '../../ui/toasts.tsx';
import { IncidentDialog, type IncidentPerson } from './incident-dialog.tsx';
import { EVENT_NOTES_STRINGS as S } from './event-notes-strings.ts';
import './event-notes.css';

/**
 * A moment on the building's clock ('Nov 27, 11:41 PM'), as the report dialog's time field takes it,
 * written the way the language in force writes one (English: the US way, as before).
 */
function formatBuildingMoment(iso: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  const locale = displayLocale();
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  }
}

export function EventNotesPanel({ eventId }: { eventId: number }) {
  const id = useId();
  const notesState = useCachedResource(eventNotesResource, eventNotesRequest(eventId));
  const roster = useCachedResource(rosterResource, rosterRequest(eventId));
  const event = roster.data?.event ?? null;
  const data = notesState.data ?? null;
  // What the desk is typing; null: not edited, the saved notes show.
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [reporting, setReporting] = useState(false);
  const eventName = event?.name ?? '';
  const timeZone = event?.timeZone;
  const formatMoment = (iso: string) => formatBuildingMoment(iso, timeZone);

  const saved = data?.notes.teacherComment ?? '';
  const text = draft ?? saved;

  const save = async () => {
    setSaving(true);
    const outcome = await saveClassNotes({ eventId, teacherComment: text }, S.notesLabel(eventName));
    setSaving(false);
    if (outcome.outcome === 'sent') {
      setDraft(null);
      notify.success(S.notesSaved);
    } else if (outcome.outcome === 'queued') {
      // Kept on screen as typed until it is sent: the device's copy still holds the old notes.
      notify.success(S.notesQueued);
    } else {
      notify.error(outcome.result.data.msg);
    }
  };

  const submitReport = async (body: ReportIncidentBody) => {
    setReporting(false);
    const outcome = await reportIncident(body, S.reportLabel(eventName));
    if (outcome.outcome === 'sent') notify.success(S.reported);
    else if (outcome.outcome === 'queued') notify.success(S.reportQueued);
    else notify.error(outcome.result.data.msg);
  };

  const people: IncidentPerson[] = (roster.data?.rsvps ?? []).map((rsvp) => ({ userId: rsvp.userId, name: `${rsvp.firstName} ${rsvp.lastName}`.trim() }));
  const notes = data?.notes ?? null;

  return (
    <section className="event-notes" aria-label={`${S.classNotes} · ${S.incidents}`}>
      <div className="event-notes__notes">
        <label className="field-label" htmlFor={`${id}-notes`}>
          {S.classNotes}
        </label>
        <textarea
          id={`${id}-notes`}
          className="field-input"
          rows={3}
          maxLength={INPUT_LIMITS.classNotesMaxChars}
          value={text}
          onChange={(e) => setDraft(e.target.value)}
          aria-describedby={`${id}-notes-by`}
        />
        <div className="event-notes__row">
          <span id={`${id}-notes-by`} className="event-notes__by">
            {notes?.author != null && notes.at !== null
              ? S.notesBy(notes.author, formatMoment(notes.at))
              : notes?.teacherComment != null
                ? S.notesImported
                : ''}
          </span>
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={saving || draft === null || draft === saved} aria-busy={saving}>
            {saving ? S.saving : S.save}
          </button>
        </div>
      </div>
      <div className="event-notes__incidents">
        <div className="event-notes__row">
          <h4 className="roster-section__title">{S.incidents}</h4>
          <button type="button" className="button button-secondary" onClick={() => setReporting(true)} disabled={event === null}>
            {S.reportIncident}
          </button>
        </div>
        {data === null ? (
          <p className="form-note">{notesState.error ?? S.loading}</p>
        ) : data.incidents.length === 0 ? (
          <p className="form-note">{S.noIncidents}</p>
        ) : (
          <ul className="event-notes__list">
            {data.incidents.map((incident) => (
              <li key={incident.id} className={`event-notes__incident event-notes__incident--${incident.severity.replace(' ', '-')}`}>
                <strong>
                  {incident.person ?? S.someoneElse} · {S.severityLabels[incident.severity]} · {formatMoment(incident.occurredAt)}
                </strong>
                <p>{incident.description}</p>
                {incident.actionTaken.trim() !== '' ? <p>{S.actionLine(incident.actionTaken)}</p> : null}
                <p className="event-notes__by">{S.reportedBy(incident.reportedBy ?? '—', formatMoment(incident.reportedAt))}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {reporting && event !== null ? (
        <IncidentDialog eventId={eventId} timeZone={event.timeZone} people={people} onSubmit={(body) => void submitReport(body)} onClose={() => setReporting(false)} />
      ) : null}
    </section>
  );
}
