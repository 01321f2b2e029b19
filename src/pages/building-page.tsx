// /building: buildings (spec §2). Placeholder until its issue lands.
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { ComingSoonPanel } from '../layout/coming-soon.tsx';

export default function BuildingPage() {
  usePageTitle(null, SHELL_STRINGS.buildingsHeading);
  return (
    <div className="page">
      <h1 className="page-heading">{SHELL_STRINGS.buildingsHeading}</h1>
      <ComingSoonPanel />
    </div>
  );
}
