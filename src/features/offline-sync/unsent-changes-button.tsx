// Top-bar button with a count badge, shown while this user has queued or refused changes; opens a
// panel that lists them. A change the server refused stays here, with its message, until dismissed.
import { useEffect, useId, useRef, useState } from 'react';
import { formatMomentThisYear } from '../../ui/date-time-format.ts';
import { readerSentence } from '../../offline/device-sentences.ts';
import { outbox } from '../../offline/shared/outbox.ts';
import { useOutboxEntries } from '../../state/outbox-view.ts';
import { OFFLINE_SYNC_STRINGS as S, unsentChangesLabel } from '../../ui/offline-sync-strings.ts';

export function UnsentChangesButton() {
  const entries = useOutboxEntries();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (entries.length === 0) return null;
  const hasRejected = entries.some((entry) => entry.state === 'rejected');
  const label = unsentChangesLabel(entries.length);

  return (
    <div className="unsent-changes" ref={root}>
      <button
        type="button"
        className="top-bar-action unsent-changes-button"
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="unsent-changes-icon">⇅</span>
        <span className={hasRejected ? 'count-badge is-error' : 'count-badge'} data-testid="unsent-count">
          {entries.length}
        </span>{' '}
        {/* The name is what the button shows ("2 Unsent") and a word more for a screen reader, so
            a person naming it by what they see is understood (label in name). */}
        <span className="top-bar-caption">{S.unsentCaption}</span>
        <span className="visually-hidden"> {S.captionWord(entries.length)}</span>
      </button>
      {open && (
        <section id={panelId} className="unsent-changes-panel" aria-label={S.unsentChanges}>
          <h2 className="unsent-changes-title">{S.unsentChanges}</h2>
          <ul className="unsent-changes-list">
            {entries.map((entry) => (
              <li key={entry.id} className={`unsent-change is-${entry.state}`} data-testid="unsent-change">
                <div className="unsent-change-text">
                  <span className="unsent-change-label">{entry.label}</span>
                  <span className="unsent-change-meta">
                    {formatMomentThisYear(entry.actedAt)} ·{' '}
                    {entry.state === 'pending' ? S.waitingToSend : S.notAccepted}
                  </span>
                  {entry.state === 'rejected' && entry.error && (
                    <span className="unsent-change-error" role="alert">
                      {readerSentence(entry.error)}
                    </span>
                  )}
                </div>
                {entry.state === 'rejected' && (
                  <button type="button" className="button button-secondary" onClick={() => void outbox.dismiss(entry.id)}>
                    {S.dismiss}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
