// A resident finds their name on the event's roster: first name (and unit, to tell two Alexes apart),
// large fields for an on-screen keyboard, names as "Alex R." with the unit only.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEventHandler, type Ref } from 'react';
import { useSnapshot } from 'valtio';
import type { OutboxEntry } from '../../offline/shared/outbox-db.ts';
import { outboxView } from '../../state/outbox-view.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { kioskRosterRequest, kioskRosterResource } from '../../state/kiosk-roster.ts';
import { wedgeKeyHandler } from '../../ui/scan/wedge.ts';
import { pendingCheckIns } from './kiosk-check-in.ts';
import { KioskScanArea, useKioskScan } from './kiosk-scan.tsx';
import { findResidents, type KioskEvent, type KioskResident } from './kiosk-flow.ts';
import { KIOSK_STRINGS as S } from './kiosk-strings.ts';
import { StepHeading } from './step-heading.tsx';

interface KioskFindProps {
  event: KioskEvent;
  firstName: string;
  unit: string;
  onType: (firstName: string, unit: string) => void;
  onChoose: (resident: KioskResident) => void;
  onNotListed: () => void;
  onBack: () => void;
}

interface KioskFieldProps {
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  capitalize: 'words' | 'characters';
  describedBy?: string;
  onChange: (value: string) => void;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/** A large search field for an on-screen keyboard (no autocomplete, no spelling fixes). */
function KioskField({ ref, label, value, capitalize, describedBy, onChange, onKeyDown }: KioskFieldProps) {
  const id = useId();
  return (
    <div className="kiosk-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        className="kiosk-input"
        value={value}
        autoComplete="off"
        autoCapitalize={capitalize}
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={describedBy}
        onChange={(change) => onChange(change.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

export function KioskFind({ event, firstName, unit, onType, onChoose, onNotListed, onBack }: KioskFindProps) {
  const hintId = useId();
  const roster = useCachedResource(kioskRosterResource, kioskRosterRequest(event.id));
  const { entries } = useSnapshot(outboxView);
  const pending = useMemo(() => pendingCheckIns(entries as readonly OutboxEntry[], event.id), [entries, event.id]);
  const matches = findResidents(roster.data?.residents ?? [], firstName, unit, pending);
  const typed = firstName.trim() !== '';
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => nameField.current?.focus(), []);
  const scanPanelId = useId();
  const [scanning, setScanning] = useState(false);
  const scan = useKioskScan(event, roster.data?.residents ?? null, pending);
  // A wedge scanner types the pass into the first-name field, then Enter: a scan, not a name.
  const onNameKey = useMemo(() => wedgeKeyHandler(scan.onText, () => onType('', unit)), [scan.onText, onType, unit]);
  return (
    <section className="kiosk-step">
      <StepHeading takeFocus={false}>{S.findYourself}</StepHeading>
      <p className="kiosk-subtitle">{event.name}</p>
      <KioskScanArea panelId={scanPanelId} open={scanning} scan={scan} onToggle={() => setScanning((open) => !open)} />
      <form className="kiosk-search" role="search" onSubmit={(submitted) => submitted.preventDefault()}>
        <KioskField
          ref={nameField}
          label={S.firstName}
          value={firstName}
          capitalize="words"
          describedBy={hintId}
          onChange={(value) => onType(value, unit)}
          onKeyDown={onNameKey}
        />
        <KioskField label={S.unit} value={unit} capitalize="characters" onChange={(value) => onType(firstName, value)} />
      </form>
      <p id={hintId} className="kiosk-note" role="status">
        {!typed ? S.typeFirstName : matches.length > 0 ? S.namesFound(matches.length) : roster.data !== null ? S.noMatch : ''}
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
