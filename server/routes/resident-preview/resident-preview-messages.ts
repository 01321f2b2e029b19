/** What the residents' preview call says when it refuses. */
export const RESIDENT_PREVIEW_MESSAGES = {
  /** The caller has several buildings and named none (or "all"). */
  chooseBuilding: 'Choose the building whose residents’ page to preview.',
} as const;
