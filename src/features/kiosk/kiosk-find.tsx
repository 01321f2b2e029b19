// A resident finds their name on the event's roster: first name (and unit, to tell two Alexes apart),
// large fields for an on-screen keyboard, names as "Alex R." with the unit only.
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { OutboxEntry } from '../../offline/shared/offline-db.ts';
import { outboxView } from '../../state/outbox-view.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { rosterRequest, rosterResource } from '../../state/event-roster.ts';
import { pendingCheckIns } from './kiosk-check-in.ts';
import { findResidents, type KioskEvent, type KioskResident } from './kiosk-flow.ts';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';
import { StepHeading } from './step-heading.tsx';

export interface KioskFindProps {
  event: KioskEvent;
  firstName: string;
  unit: string;
  onType: (firstName: string, unit: string) => void;
  onChoose: (resident: KioskResident) => void;
  onNotListed: () => void;
  onBack: () => void;
}

export function KioskFind({ event, firstName, unit, onType, onChoose, onNotListed, onBack }: KioskFindProps) {
  const nameId = useId();
  const unitId = useId();
  const hintId = useId();
  const roster = useCachedResource(rosterResource, rosterRequest(event.id));
  const { entries } = useSnapshot(outboxView);
  const pending = useMemo(() => pendingCheckIns(entries as readonly OutboxEntry[], event.id), [entries, event.id]);
  const matches = findResidents(roster.data?.rsvps ?? [], firstName, unit, pending);
  const typed = firstName.trim() !== '';
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => nameField.current?.focus(), []);
  return (
    <section className="kiosk-step">
      <StepHeading takeFocus={false}>{S.findYourself}</StepHeading>
      <p className="kiosk-subtitle">{event.name}</p>
      <form className="kiosk-search" role="search" onSubmit={(submitted) => submitted.preventDefault()}>
        <div className="kiosk-field">
          <label htmlFor={nameId}>{S.firstName}</label>
          <input
            ref={nameField}
            id={nameId}
            className="kiosk-input"
            value={firstName}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={hintId}
            onChange={(change) => onType(change.target.value, unit)}
          />
        </div>
        <div className="kiosk-field kiosk-field--unit">
          <label htmlFor={unitId}>{S.unit}</label>
          <input
            id={unitId}
            className="kiosk-input"
            value={unit}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(change) => onType(firstName, change.target.value)}
          />
        </div>
      </form>
      <p id={hintId} className="kiosk-note" role="status">
        {!typed ? S.typeFirstName : matches.length === 0 && roster.data !== null ? S.noMatch : ''}
      </p>
      {matches.length > 0 ? (
        <ul className="kiosk-matches" aria-label={S.matches}>
          {matches.map((resident) => (
            <li key={resident.userId}>
              <button type="button" className="kiosk-choice" onClick={() => onChoose(resident)}>
                {S.residentChoice(resident.label, resident.unit)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="kiosk-actions">
        <button type="button" className="kiosk-button kiosk-button--secondary" onClick={onBack}>
          {S.back}
        </button>
        <button type="button" className="kiosk-button kiosk-button--secondary" onClick={onNotListed}>
          {S.notOnList}
        </button>
      </div>
    </section>
  );
}
