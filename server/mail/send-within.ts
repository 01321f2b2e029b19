import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Sends with a time limit. Past it the send is aborted (over SMTP the connection is dropped, so a
 * server not yet told the message ends takes nothing) and counts as failed. Should the server take
 * it all the same (the abort came too late), `takenLate` runs, so the mail is marked sent the moment
 * that is known and its retry does not send it again.
 */
export function sendWithin(mailer: Mailer, mail: MailMessage, timeoutMs: number, takenLate: () => void): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sending = mailer.send(mail, { signal: controller.signal });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`mail send timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  sending.then(
    () => {
      if (controller.signal.aborted) takenLate();
    },
    () => {},
  );
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
}
