// /dashboard: the event dashboard and building calendar (spec §2). Placeholder until its issue lands.
import { useGuidedTourRequest } from '../features/tour/guided-tour.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { ComingSoonPanel } from '../ui/coming-soon.tsx';

export default function DashboardPage() {
  usePageTitle(SHELL_STRINGS.dashboardTitle);
  const tour = useGuidedTourRequest();
  return (
    <div className="page">
      {tour.requested && (
        <div className="notice" role="status">
          <span>{SHELL_STRINGS.tourComingSoon}</span>
          <button type="button" className="button button-secondary" onClick={tour.finish}>
            {SHELL_STRINGS.dismiss}
          </button>
        </div>
      )}
      <ComingSoonPanel />
    </div>
  );
}
