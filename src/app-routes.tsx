// The routes of docs/product-spec.md, Routes. Protected pages need a session; anything unknown is the not-found page.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ROUTES } from './config/routes.ts';
import { managerOnlyPage } from './features/front-desk/manager-only-page.tsx';
import { KioskGate, KioskRoute } from './features/kiosk/kiosk-route.tsx';
import { SHELL_STRINGS } from './layout/shell-strings.ts';
import { lazyWithPreload, type PreloadableComponent } from './lazy-with-preload.tsx';
import LoginPage from './pages/login-page.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import { useAccountRequest } from './state/account.ts';
import { getSessionToken, useIsSignedIn } from './state/session.ts';

interface ProtectedPage {
  path: string;
  component: PreloadableComponent;
  /** Starts the page's main load at app start; resolves once the device's copy is read. */
  preloadData?: () => Promise<void>;
  /** Turned off in front-desk mode (docs/product-spec.md, Roles and permissions): its name for the notice shown instead, read when shown (in the language then). */
  managerOnly?: () => string;
}

// Each page is its own chunk, so the heavy screens (charts, calendar) load only where used.
const PROTECTED_PAGES: readonly ProtectedPage[] = [
  { path: ROUTES.dashboard, component: lazyWithPreload(() => import('./pages/event-dashboard-page.tsx')) },
  { path: ROUTES.analytics, component: lazyWithPreload(() => import('./pages/analytics-page.tsx')) },
  {
    path: ROUTES.tasks,
    component: lazyWithPreload(() => import('./pages/tasks-page.tsx')),
    preloadData: () => import('./state/tasks.ts').then((tasks) => tasks.preloadTasks()),
    managerOnly: () => SHELL_STRINGS.myTasks,
  },
  { path: ROUTES.users, component: lazyWithPreload(() => import('./pages/user-directory-page.tsx')) },
  { path: ROUTES.profile, component: lazyWithPreload(() => import('./pages/profile-page.tsx')), managerOnly: () => SHELL_STRINGS.myProfile },
  { path: ROUTES.buildings, component: lazyWithPreload(() => import('./pages/buildings-page.tsx')), managerOnly: () => SHELL_STRINGS.myBuildings },
  // The Events screen (today's and the coming events, each one's roster).
  { path: ROUTES.events, component: lazyWithPreload(() => import('./pages/events-page.tsx')) },
  // Check-in at the door (the door view of one event's roster).
  { path: ROUTES.door, component: lazyWithPreload(() => import('./pages/door-page.tsx')) },
  // A manager's buildings compared; a building-admin session is refused it.
  { path: ROUTES.portfolio, component: lazyWithPreload(() => import('./pages/portfolio-page.tsx')), managerOnly: () => SHELL_STRINGS.portfolioTitle },
];

const ResetPasswordPage = lazyWithPreload(() => import('./pages/reset-password-page.tsx'));
// The self check-in kiosk, full screen (no frame around it).
const KioskPage = lazyWithPreload(() => import('./features/kiosk/kiosk-page.tsx'));
const KioskArea = () => <KioskRoute page={KioskPage} />;

// The signed-in frame (sidebar, top bar, offline badges) is a chunk of its own: the sign-in page never
// shows it, and the sign-in page's scripts have a 120 kB gzip budget (the frame is 3 kB of it).
const AppLayout = lazyWithPreload<{ children: ReactNode }>(() => import('./layout/app-layout.tsx').then((module) => ({ default: module.AppLayout })));

/** A protected page's chunk together with the frame around it. */
const withFrame = (page: PreloadableComponent) => Promise.all([AppLayout.preload(), page.preload()]).then(() => undefined);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches any protected path (with or without a trailing slash), like wouter's own patterns. */
const PROTECTED_PATTERN = new RegExp(`^(?:${PROTECTED_PAGES.map((page) => escapeRegExp(page.path)).join('|')})/?$`, 'i');

/** Matches a path against a page's pattern the way wouter does (case-insensitive, optional '/'). */
const pagePattern = (path: string) => new RegExp(`^${escapeRegExp(path)}/?$`, 'i');

/**
 * Loads the page module behind `pathname` (nothing for eager pages), so the first render can show
 * it without a Suspense fallback when its chunk is at hand (repeat visit, precached by the worker).
 */
export function preloadRoutePage(pathname: string): Promise<void> {
  const protectedPage = PROTECTED_PAGES.find((page) => pagePattern(page.path).test(pathname));
  // Signed out, a protected path only redirects to the login page: its chunk is not needed.
  if (protectedPage) return getSessionToken() === null ? Promise.resolve() : withFrame(protectedPage.component);
  // Signed in, the login page leads to the dashboard.
  if (pathname === ROUTES.login && getSessionToken() !== null) return preloadProtectedPage(ROUTES.dashboard);
  if (pagePattern(ROUTES.resetPassword).test(pathname)) return ResetPasswordPage.preload();
  if (pagePattern(ROUTES.kiosk).test(pathname) && getSessionToken() !== null) return KioskPage.preload();
  return Promise.resolve();
}

/**
 * Starts the main load of the page behind `pathname` (signed in only), so its first render can show
 * the device's copy instead of painting the page empty and the copy a frame or two later.
 */
export function preloadRouteData(pathname: string): Promise<void> {
  if (getSessionToken() === null) return Promise.resolve();
  const page = PROTECTED_PAGES.find((candidate) => pagePattern(candidate.path).test(pathname));
  if (page === undefined) return Promise.resolve();
  // Every page's frame and selectors read the buildings list: with the page's own data, read first.
  const buildings = import('./state/buildings.ts').then((module) => module.preloadBuildings());
  return Promise.all([buildings, page.preloadData?.()]).then(() => undefined);
}

/** Loads a protected page's chunk ahead of any visit, signed in or not (an idle-time preload). */
export function preloadProtectedPage(path: string): Promise<void> {
  const page = PROTECTED_PAGES.find((candidate) => candidate.path === path);
  return page ? withFrame(page.component) : Promise.resolve();
}

/** True once `load` (started while `wanted`) has settled; a failed load is the page's own to report. */
function useLoadedWhen(wanted: boolean, load: () => Promise<void>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    void load()
      .catch(() => undefined)
      .then(() => {
        if (current) setLoaded(true);
      });
    return () => {
      current = false;
    };
  }, [wanted, load]);
  return loaded;
}

const preloadDashboard = () => preloadProtectedPage(ROUTES.dashboard);

/**
 * The sign-in page stays (its button saying it is signing in) until the dashboard's chunks are in,
 * fetched while the password is checked: redirecting at once showed nothing at all while they loaded
 * (0.4-0.8 s at 4x CPU), then the frame alone. Signed in already when it opens (a reload at /), it
 * shows nothing meanwhile, as the sign-in gate does.
 */
function LoginRoute() {
  const signedIn = useIsSignedIn();
  const signingIn = useAccountRequest('login').inProgress;
  const [openedSignedOut] = useState(!signedIn);
  const dashboardLoaded = useLoadedWhen(signedIn || signingIn, preloadDashboard);
  if (!signedIn) return <LoginPage />;
  if (dashboardLoaded) return <Redirect to={ROUTES.dashboard} replace />;
  return openedSignedOut ? <LoginPage /> : null;
}

const guardedPages = new Map<PreloadableComponent, ComponentType>();
/** One guarded component per page, so a re-render never remounts the page. */
function guarded(page: PreloadableComponent, name: () => string): ComponentType {
  const known = guardedPages.get(page);
  if (known) return known;
  const made = managerOnlyPage(page, name);
  guardedPages.set(page, made);
  return made;
}

function ProtectedArea() {
  if (!useIsSignedIn()) return <Redirect to={ROUTES.login} replace />;
  return (
    <AppLayout>
      <Switch>
        {PROTECTED_PAGES.map(({ path, component, managerOnly }) => (
          <Route key={path} path={path} component={managerOnly === undefined ? component : guarded(component, managerOnly)} />
        ))}
      </Switch>
    </AppLayout>
  );
}

export function AppRoutes() {
  return (
    <KioskGate>
      <Switch>
        <Route path={ROUTES.login} component={LoginRoute} />
        <Route path={ROUTES.resetPassword} component={ResetPasswordPage} />
        <Route path={PROTECTED_PATTERN} component={ProtectedArea} />
        <Route path={ROUTES.kiosk} component={KioskArea} />
        <Route component={NotFoundPage} />
      </Switch>
    </KioskGate>
  );
}
