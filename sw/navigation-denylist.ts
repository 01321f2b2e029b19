// Navigations that must never be answered with the app shell: an API URL opened in the address bar
// has to reach the server (or fail), not render the app.
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/] as const;
