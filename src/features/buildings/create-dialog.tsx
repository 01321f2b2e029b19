// ?create&kind={kind} on /building: the form that adds a building, a block or company, a venue, a studio
// or staff, in a dialog over the manager's buildings (the page shows them first, adding as actions).
import { useEffect } from 'react';
import { CREATE_ENDPOINTS, type CreateKind } from '../../api/create-api.ts';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { useBuildingScope } from '../../state/building-scope.ts';
import { useBuildings } from '../../state/buildings.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { CreateForm } from './create-form.tsx';
import { CREATE_FORM_STRINGS as S } from './create-strings.ts';

const isCreateKind = (value: string | undefined): value is CreateKind => value !== undefined && Object.hasOwn(CREATE_ENDPOINTS, value);

export default function CreateDialog({ params, onClose }: OverlayProps) {
  const { kind } = params;
  // A building admin (front desk) adds nothing from the app, as /building shows it no actions.
  const refused = useBuildingScope().isBuildingAdmin || !isCreateKind(kind);
  const buildings = useBuildings(!refused);
  useEffect(() => {
    if (refused) onClose();
  }, [refused, onClose]);
  if (refused) return null;
  return (
    <Dialog title={S.actions[kind]} onClose={onClose} closeLabel={S.close} size="medium">
      <CreateForm kind={kind} buildings={buildings.data ?? []} onDone={onClose} />
    </Dialog>
  );
}
