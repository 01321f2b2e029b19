// The add actions of /building, above the manager's buildings: each opens its form in a dialog
// (?create&kind=…, src/features/buildings/create-dialog.tsx), so the page opens on the buildings.
import { Link, useLocation } from 'wouter';
import type { CreateKind } from '../../api/create-api.ts';
import { overlaySearch } from '../../overlays/overlay-query.ts';
import { CREATE_FORM_STRINGS as S } from './create-strings.ts';

const KINDS: readonly CreateKind[] = ['building', 'unit', 'venue', 'studio', 'staff'];

export function CreateActions() {
  const [path] = useLocation();
  return (
    <div className="create-actions" role="group" aria-label={S.title}>
      {KINDS.map((kind) => (
        <Link
          key={kind}
          href={`${path}${overlaySearch('create', { kind })}`}
          className={`button ${kind === 'building' ? 'button-primary' : 'button-secondary'}`}
        >
          {S.actions[kind]}
        </Link>
      ))}
    </div>
  );
}
