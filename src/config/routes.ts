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
  // Ours (issue 26): check-in at the door, the door view of one event's roster (?event={id}).
  door: '/events/door',
  // Ours (issue 28): the self check-in kiosk, full screen, outside the portal's frame.
  kiosk: '/kiosk',
  resetPassword: '/resetPassword',
  // Ours (issue 29): a manager of several buildings compares them.
  portfolio: '/portfolio',
} as const;

