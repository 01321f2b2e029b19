// Navigations that must never be answered with the app shell: an API URL opened in the address bar
// has to reach the server (or fail), not render the app.
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/] as const;

/** The residents' app's pages (/r, /r/…): answered with its own r/index.html, not the portal's. */
export const RESIDENTS_NAVIGATION = /^\/r(\/|$)/;
