// Sends a message through the outbox path and says how it went (docs/product-spec.md, The error catalogue); unreachable → queued.
// Each dialog has its own success rule: the admin message (?contact) succeeds on 200 with msg
// 'Success', the user message (?broadcast-msg) on 200; otherwise the server's msg is shown.
import { MESSAGES_ENDPOINTS, type LiaisonMessageBody, type UserMessageBody } from '../../api/messages-api.ts';
import type { OutboxKind } from '../../offline/shared/offline-db.ts';
import { isOnline } from '../../offline/connectivity.ts';
import { notify } from '../../ui/toasts.tsx';
import { OFFLINE_SYNC_STRINGS } from '../../ui/offline-sync-strings.ts';
import { sendOrQueue } from '../../state/send-or-queue.ts';
import { MESSAGE_STRINGS } from './messages-strings.ts';

/** What the app reads of any answer, a success or a refusal. */
interface MessageAnswer {
  msg?: string;
}

type MessageKind = Extract<OutboxKind, 'message-liason' | 'message-user'>;

/** A message and what the unsent-changes list calls it; the kind says which call carries it. */
type MessageWrite =
  | { kind: 'message-liason'; body: LiaisonMessageBody; label: string }
  | { kind: 'message-user'; body: UserMessageBody; label: string };

const OK_STATUS = 200;

/** The spec's error catalogue, per dialog: when the answer means "Message sent successfully!". */
export const MESSAGE_SUCCEEDED: Record<MessageKind, (status: number, answer: MessageAnswer | null) => boolean> = {
  'message-liason': (status, answer) => status === OK_STATUS && answer?.msg === MESSAGE_STRINGS.successMsg,
  'message-user': (status) => status === OK_STATUS,
};

function answerOf(data: unknown): MessageAnswer | null {
  return typeof data === 'object' && data !== null ? (data as MessageAnswer) : null;
}

/**
 * True when the dialog may close: sent, or safely queued. `onWrittenAhead` is called as soon as the
 * message is in the outbox (it survives a reload from then on), before any answer.
 */
export async function sendMessageWithFeedback(
  write: MessageWrite,
  options: { onWrittenAhead?: () => void } = {},
): Promise<boolean> {
  const outcome =
    write.kind === 'message-liason'
      ? await sendOrQueue({ endpoint: MESSAGES_ENDPOINTS.liaison, ...write }, options)
      : await sendOrQueue({ endpoint: MESSAGES_ENDPOINTS.user, ...write }, options);
  if (outcome.outcome === 'queued') {
    notify.success(
      outcome.offline || !isOnline() ? OFFLINE_SYNC_STRINGS.messageQueued : OFFLINE_SYNC_STRINGS.messageQueuedBehind,
    );
    return true;
  }
  const answer = answerOf(outcome.result.data);
  if (outcome.outcome === 'sent' && MESSAGE_SUCCEEDED[write.kind](outcome.result.status, answer)) {
    notify.success(MESSAGE_STRINGS.sent);
    return true;
  }
  const serverMsg = answer?.msg;
  notify.error(typeof serverMsg === 'string' && serverMsg.trim() !== '' ? serverMsg : MESSAGE_STRINGS.unexpectedAnswer);
  return false;
}
