// The app's paths, exactly as spec §2 names them.
export const ROUTES = {
  login: '/',
  dashboard: '/dashboard',
  analytics: '/client-dashboard',
  tasks: '/my-task',
  users: '/user-dashboard',
  profile: '/profile',
  buildings: '/building',
  resetPassword: '/resetPassword',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
