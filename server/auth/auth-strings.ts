/** Sentences the auth layer answers with; tests import the same constants. */
export const AUTH_STRINGS = {
  noCredentials: 'Authentication credentials were not provided.',
  // The spec's app shows exactly this on an expired session.
  tokenExpired: 'Login token expired!',
  tokenInvalid: 'Invalid token.',
  buildingForbidden: 'You do not have access to this building.',
  residentToken: "A resident's session may not make this call.",
  staffToken: 'A staff session may not make this call; residents sign in with their e-mail.',
  notResident: 'You are no longer a resident of any building here.',
  notKioskCall: "A self check-in kiosk's session may not make this call.",
} as const;
