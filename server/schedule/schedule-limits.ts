/** Places an event may offer, whether scheduled, edited or imported. */
export const MAX_CAPACITY = 100_000;
