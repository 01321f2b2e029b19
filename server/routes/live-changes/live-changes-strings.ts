import { LIMITS } from '../../http/limits.ts';

export const LIVE_CHANGES_MESSAGES = {
  tooManyStreams: `At most ${LIMITS.liveStreamsPerAccount} live-change streams may be open for one account. Close another tab and try again.`,
  unavailable: 'Live updates are not available right now. Try again shortly.',
} as const;
