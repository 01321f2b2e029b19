// What the kiosk exposes to its e2e test (DOM-free, so the test imports it under the server's types).

/** On <html>: how many times the kiosk asked for the screen wake lock. */
export const WAKE_LOCK_REQUESTS_ATTRIBUTE = 'data-wake-lock-requests' as const;
