// A page front-desk mode turns off (docs/product-spec.md, Roles and permissions: My Tasks, My Profile, My Buildings) opened by its
// address: a building-admin session says so and goes to /dashboard instead of showing it, not silently.
import { useEffect, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { ROUTES } from '../../config/routes.ts';
import { useIsBuildingAdmin } from '../../state/building-scope.ts';
import { notify } from '../../ui/toasts.tsx';
import { FRONT_DESK_STRINGS } from '../../ui/front-desk-strings.ts';

function TurnedOff({ pageName }: { pageName: string }) {
  useEffect(() => notify.error(FRONT_DESK_STRINGS.pageOff(pageName)), [pageName]);
  return <Redirect to={ROUTES.dashboard} replace />;
}

/**
 * `Page` for a manager; for a front desk, the notice and /dashboard. `pageName` may be a function: the
 * guarded page is made once, and a name read then would stay in the language in force at that moment.
 */
export function managerOnlyPage(Page: ComponentType, pageName: string | (() => string)): ComponentType {
  return function ManagerOnlyPage() {
    return useIsBuildingAdmin() ? <TurnedOff pageName={typeof pageName === 'function' ? pageName() : pageName} /> : <Page />;
  };
}
