// A manager's list of the residents front desks asked for (a front desk's Create user waits for a
// manager of the building), each confirmed or declined here. Shows nothing when none wait.
import { useState } from 'react';
import type { Building } from '../../api/buildings-api.ts';
import { RESIDENT_REQUESTS_BODY, residentRequestsResource, settleResidentRequest } from '../../state/resident-requests.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { notify } from '../../ui/toasts.tsx';
import { requestMoment } from './user-format.ts';
import { USERS_STRINGS as S } from './users-strings.ts';

export function ResidentRequestsPanel({ buildings }: { buildings: readonly Building[] }) {
  const requests = useCachedResource(residentRequestsResource, RESIDENT_REQUESTS_BODY);
  const [busy, setBusy] = useState<number | null>(null);
  const list = requests.data?.requests ?? [];
  if (list.length === 0) return null;

  async function settle(id: number, confirm: boolean): Promise<void> {
    setBusy(id);
    const refused = await settleResidentRequest(id, confirm);
    setBusy(null);
    if (refused !== null) notify.error(refused);
    else notify.success(confirm ? S.requestConfirmed : S.requestDeclined);
  }

  return (
    <section className="resident-requests" aria-labelledby="resident-requests-title">
      <h2 id="resident-requests-title" className="resident-requests__title">
        {S.requestsTitle}
      </h2>
      <ul className="resident-requests__list">
        {list.map((request) => {
          const building = buildings.find((each) => each.id === request.buildingId)?.name ?? '';
          return (
            <li key={request.id} className="resident-requests__item">
              <p className="resident-requests__who">
                <strong>{`${request.firstName} ${request.lastName}`}</strong> · {request.email}
                {building === '' ? null : ` · ${building}`}
                {request.apartment === null ? null : ` · ${request.apartment}`}
              </p>
              <p className="form-note">{S.requestedBy(request.requestedBy, requestMoment(request.requestedAt))}</p>
              {request.registered ? <p className="form-note">{S.alreadyRegistered}</p> : null}
              <div className="form-actions">
                <button type="button" className="button button-primary" disabled={busy !== null} onClick={() => void settle(request.id, true)}>
                  {S.confirmRequest}
                </button>
                <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void settle(request.id, false)}>
                  {S.declineRequest}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
