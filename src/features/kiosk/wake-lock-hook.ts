// The e2e test's hook on the kiosk's wake lock (headless Chromium may refuse the lock itself, so the
// test checks that it was asked for): each request is counted on <html data-wake-lock-requests>.
// A module of its own, free of DOM code, so the tests (type-checked without the DOM) can import it.
export const WAKE_LOCK_REQUESTS_ATTRIBUTE = 'data-wake-lock-requests' as const;
