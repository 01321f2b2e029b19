// A resident's pass (docs/design/residents.md, "Check-in by pass") for e2e tests, through the real
// calls: the resident asks for a sign-in code, reads it from the mailbox folder, signs in and asks
// for their pass (made on first asking) or a new one (the old one then matches nobody).
import { SIGN_IN_STRINGS } from '../../server/residents/sign-in-strings.ts';
import { readLatestMail } from './e2e-mail.ts';
import type { TestServer } from './e2e-server.ts';

async function post<T>(server: TestServer, path: string, body: unknown, token?: string): Promise<{ status: number; data: T }> {
  const response = await fetch(`${server.url}/api/residents${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T };
}

/** A resident's session token, signed in with the e-mailed code. */
export async function residentToken(server: TestServer, email: string): Promise<string> {
  const asked = new Date(Date.now() - 1_000);
  const requested = await post(server, '/request-code/', { email });
  if (requested.status !== 202) throw new Error(`request-code/: ${requested.status}`);
  // The demo data's rating requests and reminders go out meanwhile too: only the sign-in mail has the code.
  const mail = await readLatestMail(server.mailDir, { to: email, sentAfter: asked, subject: SIGN_IN_STRINGS.mailSubject });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`no code in the mail to ${email}: ${mail.text}`);
  const verified = await post<{ token: string }>(server, '/verify-code/', { email, code });
  if (verified.status !== 200) throw new Error(`verify-code/: ${verified.status} ${JSON.stringify(verified.data)}`);
  return verified.data.token;
}

/** The resident's pass (`renew`: a new one, the old one stops). */
export async function residentPass(server: TestServer, token: string, renew = false): Promise<string> {
  const answer = await post<{ pass: string }>(server, renew ? '/renew-pass/' : '/pass/', {}, token);
  if (answer.status !== 200) throw new Error(`${renew ? 'renew-pass' : 'pass'}/: ${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data.pass;
}
