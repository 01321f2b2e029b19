// Sends a message through the outbox path and says how it went (docs/product-spec.md, The error catalogue); unreachable → queued.
// Each dialog has its own success rule: the admin message (?contact) succeeds on 200 with msg
// 'Success', the user message (?broadcast-msg) on 200; otherwise the server's msg is shown.
import type { LiaisonMessageBody, UserMessageBody } from '../../api/messages-api.ts';
import { notify } from '../../ui/toasts.tsx';
import { queuedWording, type WriteKind } from '../../state/queued-writes.ts';
import { sendOrQueue } from '../../state/send-or-queue.ts';
import { MESSAGE_STRINGS } from './messages-strings.ts';

/** What the app reads of any answer, a success or a refusal. */
interface MessageAnswer {
  msg?: string;
}

export type MessageKind = Extract<WriteKind, 'message-liason' | 'message-user'>;

/** A message and what the unsent-changes list calls it; the kind says which call carries it. */
type MessageWrite =
  | { kind: 'message-liason'; body: LiaisonMessageBody; label: string }
  | { kind: 'message-user'; body: UserMessageBody; label: string };

const OK_STATUS = 200;
/** The msg of a liaison message's success: the server's word on the wire, the same in every language (never shown). */
const LIAISON_SUCCESS_MSG = 'Success';

/** The spec's error catalogue, per dialog: when the answer means "Message sent successfully!". */
export const MESSAGE_SUCCEEDED: Record<MessageKind, (status: number, answer: MessageAnswer | null) => boolean> = {
  'message-liason': (status, answer) => status === OK_STATUS && answer?.msg === LIAISON_SUCCESS_MSG,
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
      ? await sendOrQueue(write.kind, write.body, write.label, options)
      : await sendOrQueue(write.kind, write.body, write.label, options);
  if (outcome.outcome === 'queued') {
    const notice = queuedWording(write.kind, outcome.offline);
    if (notice !== null) notify.success(notice);
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
