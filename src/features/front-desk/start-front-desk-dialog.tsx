// ?front-desk={buildingId}: confirms turning this tablet into the front desk of one building.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../config/routes.ts';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { useBuildings } from '../../state/buildings.ts';
import { startFrontDeskMode } from '../../state/front-desk.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { FRONT_DESK_STRINGS as S } from '../../ui/front-desk-strings.ts';

export default function StartFrontDeskDialog({ params, onClose }: OverlayProps) {
  const [, navigate] = useLocation();
  const buildingId = Number(params.buildingId);
  const buildings = useBuildings();
  const building = buildings.data?.find((item) => item.id === buildingId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    const outcome = await startFrontDeskMode(buildingId);
    setBusy(false);
    if (outcome.ok) navigate(ROUTES.dashboard, { replace: true });
    else setError('unsent' in outcome ? S.unsent(outcome.unsent) : outcome.error);
  };

  return (
    <Dialog title={S.startTitle} onClose={onClose} closeLabel={S.close} size="medium">
      <p>{S.startExplain(building?.name ?? S.unknownBuilding)}</p>
      {error !== null ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {S.cancel}
        </button>
        <button type="button" className="button button-primary" onClick={() => void start()} disabled={busy || !building} aria-busy={busy}>
          {busy ? S.working : S.start}
        </button>
      </div>
    </Dialog>
  );
}
