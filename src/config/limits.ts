// The app's input limits, units in the names; the server enforces the same ones (server/http/limits.ts).
export const LIMITS = {
  /** Spec: text inputs take at most 500 characters. */
  textInputMaxChars: 500,
  /** A message to the building admin or to a user. */
  messageMaxChars: 5000,
} as const;
