// RSVP at the desk: find a resident of the event's building with the user directory's search (its
// cached pages, so a search made before shows offline too) and give them a place. When the
// directory cannot answer (offline, a search not made before) the search runs over the resident index the
// door also finds walk-ins in (kept on the device by the offline warm-up), so a desk RSVP works
// offline. The button says before the tap what it gives: a place, or a place on the waitlist.
import { useEffect, useId, useMemo, useState } from 'react';
import type { DirectoryUser } from '../../api/users-api.ts';
import { searchResidents, useResidentIndex } from '../../state/resident-index.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { userListRequest, userListResource } from '../../state/users.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

/** The directory's own pause after typing (the user search of docs/product-spec.md, Validation rules). */
const SEARCH_PAUSE_MS = 300 as const;
/** Residents offered at once: the desk types on until the one asked for is near the top. */
const RESULTS_SHOWN = 8 as const;

export function residentName(user: Pick<DirectoryUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A resident the search found, from the directory or from the index. */
export interface FoundResident {
  id: number;
  firstName: string;
  lastName: string;
  unit: string | null;
}

interface ResidentSearchProps {
  buildingId: number;
  /** Residents already on the roster (going, waiting or given a place): not offered again. */
  listed: ReadonlySet<number>;
  /** The waitlist place a resident given a place now would get; null while a place is free. */
  waitlistPosition: number | null;
  disabled: boolean;
  onGive: (user: FoundResident) => void;
}

function useFound(buildingId: number, search: string): { found: FoundResident[] | null; fromIndex: boolean; error: string | null } {
  const page = useCachedResource(userListResource, search === '' ? null : userListRequest({ buildingId }, { search, page: 0 }));
  const index = useResidentIndex(search !== '' && page.data === null && page.error !== null);
  const residents = index.data?.residents ?? null;
  return useMemo(() => {
    if (page.data !== null) {
      const found = page.data.users.slice(0, RESULTS_SHOWN).map((user) => ({
        id: user.id, firstName: user.firstName, lastName: user.lastName, unit: user.associatedBuilding.unit?.name ?? user.apartment,
      }));
      return { found, fromIndex: false, error: null };
    }
    if (residents !== null && page.error !== null) {
      const found = searchResidents(residents, buildingId, search, RESULTS_SHOWN).map((resident) => ({
        id: resident.id, firstName: resident.firstName, lastName: resident.lastName, unit: resident.unit ?? resident.apartment,
      }));
      return { found, fromIndex: true, error: null };
    }
    return { found: null, fromIndex: false, error: page.error };
  }, [page.data, page.error, residents, buildingId, search]);
}

export function ResidentSearch({ buildingId, listed, waitlistPosition, disabled, onGive }: ResidentSearchProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { found, fromIndex, error } = useFound(buildingId, search);
  const give = waitlistPosition === null ? S.givePlace : S.addToWaitlist(waitlistPosition);
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
      ) : found === null ? (
        <p className="form-note">{error ?? S.loading}</p>
      ) : found.length === 0 ? (
        <p className="form-note">{S.noResidents}</p>
      ) : (
        <>
          {fromIndex ? <p className="form-note">{S.indexResults}</p> : null}
          <ul className="resident-search__list" aria-label={S.addResident}>
            {found.map((user) => {
              const already = listed.has(user.id);
              return (
                <li key={user.id} className="roster-row">
                  <span className="roster-row__name">
                    {residentName(user)}
                    {user.unit ? <span className="roster-row__unit">{user.unit}</span> : null}
                  </span>
                  <button
                    type="button"
                    className="button button-secondary roster-row__action"
                    disabled={disabled || already}
                    aria-label={already ? `${S.alreadyListed}: ${residentName(user)}` : `${give}: ${residentName(user)}`}
                    onClick={() => onGive(user)}
                  >
                    {already ? S.alreadyListed : give}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
