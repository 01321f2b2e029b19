// Where the kiosk sits among the routes: /kiosk is its own full-screen page, outside the
// portal's frame; while this device is a kiosk of the signed-in account, every other path leads
// back to it (a reload, a typed address), and /kiosk without a kiosk leads to the portal.
import type { ComponentType, ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ROUTES } from '../../config/routes.ts';
import { useKiosk } from '../../state/kiosk-mode.ts';
import { useSessionToken } from '../../state/session.ts';

/** `page`: the kiosk's page (its own chunk, loaded by the routes). */
export function KioskRoute({ page: Page }: { page: ComponentType }) {
  const token = useSessionToken();
  const kiosk = useKiosk();
  if (token === null) return <Redirect to={ROUTES.login} replace />;
  if (kiosk === null) return <Redirect to={ROUTES.dashboard} replace />;
  return <Page />;
}

/** The routes, or (on a kiosk, anywhere but /kiosk) the way back to the kiosk. */
export function KioskGate({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const kiosk = useKiosk();
  if (kiosk !== null && path !== ROUTES.kiosk) return <Redirect to={ROUTES.kiosk} replace />;
  return <>{children}</>;
}
