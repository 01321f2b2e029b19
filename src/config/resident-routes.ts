// The residents' app's addresses, each once (all under /r/, the scope of its own manifest).
export const RESIDENT_ROUTES = {
  signIn: '/r',
  events: '/r/events',
  me: '/r/me',
  /** A reminder's link: shows the event and one button; only the button gives the place back. */
  giveBack: '/r/give-back',
  /** The rating e-mail's links land here (?token=…&stars=N); only the page's button rates. */
  rate: '/r/rate',
} as const;

/** The preview the staff top bar opens: a building's events as its residents see them. */
export function residentPreviewHref(buildingId: number): string {
  return `${RESIDENT_ROUTES.events}?preview=${buildingId}`;
}
