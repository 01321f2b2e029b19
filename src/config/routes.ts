// The app's paths, exactly as spec §2 names them.
export const ROUTES = {
  login: '/',
  dashboard: '/dashboard',
  analytics: '/client-dashboard',
  tasks: '/my-task',
  users: '/user-dashboard',
  profile: '/profile',
  buildings: '/building',
  // Ours (issue 25): the front desk's events and their rosters.
  events: '/events',
  // Ours (issue 28): the self check-in kiosk, full screen, outside the portal's frame.
  kiosk: '/kiosk',
  resetPassword: '/resetPassword',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
