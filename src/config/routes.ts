// The app's paths, exactly as docs/product-spec.md (Routes) names them.
export const ROUTES = {
  login: '/',
  dashboard: '/dashboard',
  analytics: '/client-dashboard',
  tasks: '/my-task',
  users: '/user-dashboard',
  profile: '/profile',
  buildings: '/building',
  // Ours, not the spec's: the front desk's events and their rosters.
  events: '/events',
  // Ours: check-in at the door, the door view of one event's roster (?event={id}).
  door: '/events/door',
  // Ours: the self check-in kiosk, full screen, outside the portal's frame.
  kiosk: '/kiosk',
  resetPassword: '/resetPassword',
  // Ours: a manager of several buildings compares them.
  portfolio: '/portfolio',
} as const;

