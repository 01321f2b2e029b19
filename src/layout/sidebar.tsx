// The narrow left sidebar: three icon links, analytics, dashboard and users (docs/product-spec.md, Layout), and
// our Events screen, and for a manager of several buildings the Portfolio (a
// building-admin session never sees it); the logo above them is an image, not a link. Under them the
// install offer while the browser makes one, and at the foot whether the device is ready offline.
import type { ComponentType } from 'react';
import { Link, useRoute } from 'wouter';
import { ROUTES } from '../config/routes.ts';
import { ReadyOfflineBadge } from '../features/offline-sync/ready-offline-badge.tsx';
import { InstallButton } from '../pwa/install-button.tsx';
import { useIsBuildingAdmin } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';
import { chooseEvent } from '../state/event-days.ts';
import { AnalyticsIcon, BuildingsIcon, CalendarCheckIcon, DashboardIcon, UsersIcon } from '../ui/icons.tsx';
import { SHELL_STRINGS } from './shell-strings.ts';

interface NavItem {
  href: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** What else following the link does. */
  onFollow?: () => void;
}

/** The links, their names read as drawn (in the language in force). */
function navItems(withPortfolio: boolean): NavItem[] {
  const items: NavItem[] = [
    { href: ROUTES.analytics, label: SHELL_STRINGS.analyticsLink, icon: AnalyticsIcon },
    { href: ROUTES.dashboard, label: SHELL_STRINGS.dashboardLink, icon: DashboardIcon },
    { href: ROUTES.users, label: SHELL_STRINGS.usersLink, icon: UsersIcon },
    // Ours, after the spec's three. It opens the list, not the roster last looked at (a reload still
    // shows that roster: the choice is kept for the tab).
    { href: ROUTES.events, label: SHELL_STRINGS.eventsLink, icon: CalendarCheckIcon, onFollow: () => chooseEvent(null) },
  ];
  if (withPortfolio) items.push({ href: ROUTES.portfolio, label: SHELL_STRINGS.portfolioLink, icon: BuildingsIcon });
  return items;
}

/** The Portfolio compares buildings: only a manager (not a front desk) of more than one sees it. */
function usePortfolioShown(): boolean {
  const isBuildingAdmin = useIsBuildingAdmin();
  const buildings = useBuildings(!isBuildingAdmin);
  return !isBuildingAdmin && (buildings.data?.length ?? 0) > 1;
}

function NavLink({ href, label, icon: IconComponent, onFollow }: NavItem) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      className={active ? 'sidebar-link is-active' : 'sidebar-link'}
      aria-label={label}
      aria-current={active ? 'page' : undefined}
      onClick={onFollow}
    >
      <IconComponent size={24} />
      <span className="sidebar-caption" aria-hidden="true">
        {label}
      </span>
    </Link>
  );
}

export function Sidebar() {
  const items = navItems(usePortfolioShown());
  return (
    <nav className="sidebar" aria-label={SHELL_STRINGS.mainNavigation}>
      <div className="sidebar-brand">
        <img src="/favicon.svg" alt="" width={36} height={36} />
      </div>
      <ul className="sidebar-list">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink {...item} />
          </li>
        ))}
      </ul>
      <InstallButton />
      <ReadyOfflineBadge />
    </nav>
  );
}
