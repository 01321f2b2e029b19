// Sends a message through the outbox path and says how it went (spec §8): 200 with msg 'Success'
// → 'Message sent successfully!', otherwise the server's msg; unreachable → queued for later.
import type { OutboxKind } from '../../offline/offline-db.ts';
import { isOnline } from '../../offline/connectivity.ts';
import { notify } from '../../ui/toasts.tsx';
import { OFFLINE_SYNC_STRINGS } from '../offline-sync/offline-sync-strings.ts';
import { sendOrQueue } from '../offline-sync/send-or-queue.ts';
import { MESSAGE_STRINGS } from './messages-strings.ts';

interface MessageAnswer {
  msg?: string;
}

export interface MessageWrite {
  path: string;
  body: unknown;
  kind: Extract<OutboxKind, 'message-liason' | 'message-user'>;
  label: string;
}

/** True when the dialog may close: sent, or safely queued. */
export async function sendMessageWithFeedback(write: MessageWrite): Promise<boolean> {
  const outcome = await sendOrQueue<MessageAnswer>({ method: 'POST', ...write });
  if (outcome.outcome === 'queued') {
    notify.success(
      outcome.offline || !isOnline() ? OFFLINE_SYNC_STRINGS.messageQueued : OFFLINE_SYNC_STRINGS.messageQueuedBehind,
    );
    return true;
  }
  if (outcome.outcome === 'sent' && outcome.result.status === 200 && outcome.result.data.msg === MESSAGE_STRINGS.successMsg) {
    notify.success(MESSAGE_STRINGS.sent);
    return true;
  }
  notify.error(outcome.result.data.msg ?? MESSAGE_STRINGS.unexpectedAnswer);
  return false;
}
