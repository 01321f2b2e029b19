// Message calls: to the building's liaison (?contact) and to one user (?broadcast-msg).
// Both are outbox writes: sent at once when the server answers, else queued and replayed.
import type { RequestOf } from './api-contract.ts';
import { MESSAGES_ENDPOINTS } from './endpoints.ts';

export { MESSAGES_ENDPOINTS };

export type LiaisonMessageBody = RequestOf<typeof MESSAGES_ENDPOINTS.liaison>;
export type UserMessageBody = RequestOf<typeof MESSAGES_ENDPOINTS.user>;
