// The two import actions of /building, beside the create actions: each opens its dialog
// (?import&kind=…, import-dialog.tsx).
import { Link, useLocation } from 'wouter';
import type { ImportKind } from '../../api/csv-import-api.ts';
import { overlaySearch } from '../../overlays/overlay-query.ts';
import { IMPORT_STRINGS as S } from './import-strings.ts';

const KINDS: readonly ImportKind[] = ['residents', 'events'];

export function ImportActions() {
  const [path] = useLocation();
  return (
    <div className="create-actions" role="group" aria-label={S.actionsLabel}>
      {KINDS.map((kind) => (
        <Link key={kind} href={`${path}${overlaySearch('import', { kind })}`} className="button button-secondary">
          {S.title[kind]}
        </Link>
      ))}
    </div>
  );
}
