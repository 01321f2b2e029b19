// /building: buildings (spec §2). Placeholder until its issue lands.
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { ComingSoonPanel } from '../ui/coming-soon.tsx';

export default function BuildingPage() {
  usePageTitle(SHELL_STRINGS.buildingsTitle);
  return (
    <div className="page">
      <ComingSoonPanel />
    </div>
  );
}
