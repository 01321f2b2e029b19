// /client-dashboard: analytics (spec §2). Placeholder until its issue lands.
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { ComingSoonPanel } from '../layout/coming-soon.tsx';

export default function ClientDashboardPage() {
  usePageTitle(SHELL_STRINGS.analyticsTitle);
  return (
    <div className="page">
      <ComingSoonPanel />
    </div>
  );
}
