// The routes of spec §2. Protected pages need a session; anything unknown is the not-found page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ROUTES } from './config/routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import LoginPage from './pages/login-page.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import { useIsSignedIn } from './state/session.ts';

interface ProtectedPage {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

// Each page is its own chunk, so the heavy screens (charts, calendar) load only where used.
const PROTECTED_PAGES: readonly ProtectedPage[] = [
  { path: ROUTES.dashboard, component: lazy(() => import('./pages/dashboard-page.tsx')) },
  { path: ROUTES.analytics, component: lazy(() => import('./pages/client-dashboard-page.tsx')) },
  { path: ROUTES.tasks, component: lazy(() => import('./pages/my-task-page.tsx')) },
  { path: ROUTES.users, component: lazy(() => import('./pages/user-dashboard-page.tsx')) },
  { path: ROUTES.profile, component: lazy(() => import('./pages/profile-page.tsx')) },
  { path: ROUTES.buildings, component: lazy(() => import('./pages/building-page.tsx')) },
];

const ResetPasswordPage = lazy(() => import('./pages/reset-password-page.tsx'));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches any protected path (with or without a trailing slash), like wouter's own patterns. */
const PROTECTED_PATTERN = new RegExp(`^(?:${PROTECTED_PAGES.map((page) => escapeRegExp(page.path)).join('|')})/?$`, 'i');

function LoginRoute() {
  return useIsSignedIn() ? <Redirect to={ROUTES.dashboard} replace /> : <LoginPage />;
}

function ProtectedArea() {
  if (!useIsSignedIn()) return <Redirect to={ROUTES.login} replace />;
  return (
    <AppLayout>
      <Switch>
        {PROTECTED_PAGES.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
      </Switch>
    </AppLayout>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={ROUTES.login} component={LoginRoute} />
      <Route path={ROUTES.resetPassword} component={ResetPasswordPage} />
      <Route path={PROTECTED_PATTERN} component={ProtectedArea} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
