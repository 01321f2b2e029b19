// RSVP at the desk: find a resident of the event's building with the user directory's search (its
// cached pages, so a search made before shows offline too) and give them a place.
import { useEffect, useId, useState } from 'react';
import type { DirectoryUser } from '../../api/users-api.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { userListRequest, userListResource } from '../../state/users.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

/** The directory's own pause after typing (spec §5 search). */
const SEARCH_PAUSE_MS = 300 as const;
/** Residents offered at once: the desk types on until the one asked for is near the top. */
const RESULTS_SHOWN = 8 as const;

export function residentName(user: Pick<DirectoryUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export interface ResidentSearchProps {
  buildingId: number;
  /** Residents already on the roster (going, waiting or given a place): not offered again. */
  listed: ReadonlySet<number>;
  disabled: boolean;
  onGive: (user: DirectoryUser) => void;
}

export function ResidentSearch({ buildingId, listed, disabled, onGive }: ResidentSearchProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const page = useCachedResource(userListResource, search === '' ? null : userListRequest({ buildingId }, { search, page: 0 }));
  const users = (page.data?.users ?? []).slice(0, RESULTS_SHOWN);
  return (
    <div className="resident-search">
      <label className="field-label" htmlFor={inputId}>
        {S.findResident}
      </label>
      <input
        id={inputId}
        className="field-input"
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {search === '' ? (
        <p className="form-note">{S.typeToSearch}</p>
      ) : page.data === null ? (
        <p className="form-note">{page.error ?? S.loading}</p>
      ) : users.length === 0 ? (
        <p className="form-note">{S.noResidents}</p>
      ) : (
        <ul className="resident-search__list" aria-label={S.addResident}>
          {users.map((user) => {
            const unit = user.associatedBuilding.unit?.name ?? user.apartment;
            const already = listed.has(user.id);
            return (
              <li key={user.id} className="roster-row">
                <span className="roster-row__name">
                  {residentName(user)}
                  {unit ? <span className="roster-row__unit">{unit}</span> : null}
                </span>
                <button
                  type="button"
                  className="button button-secondary roster-row__action"
                  disabled={disabled || already}
                  aria-label={already ? `${S.alreadyListed}: ${residentName(user)}` : `${S.givePlace}: ${residentName(user)}`}
                  onClick={() => onGive(user)}
                >
                  {already ? S.alreadyListed : S.givePlace}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
