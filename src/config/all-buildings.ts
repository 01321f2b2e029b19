// The building id that stands for all of the account's buildings, in the API and in the selectors.

/** 0 (or absent) = all of the account's buildings, as the server reads it. */
export const ALL_BUILDINGS_ID = 0 as const;
