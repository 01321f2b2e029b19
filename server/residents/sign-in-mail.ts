// The mail of a resident's sign-in, written when the queue sends it: its code and link are made here
// and only their hashes stored, so the queued job (which lives in the database) holds no secret, just
// which sign-in it is for. A newer request deleted that sign-in, or it was used: nothing is sent.
// Written in the resident's language: the one they chose, else the one their app asked in.
import type { Language } from '../../src/contract/languages.ts';
import { messagesIn } from '../i18n/server-messages.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import { residentLanguage } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  createLinkToken,
  createSignInCode,
  hashLinkToken,
  hashSignInCode,
  SIGN_IN_VALID_MINUTES,
  signInLink,
} from './sign-in-secrets.ts';
import { SIGN_IN_STRINGS, signInMailText } from './sign-in-strings.ts';

export interface SignInMailJob {
  signInId: number;
  /**
   * The language the sign-in was asked in (the residents' app sends its own as Accept-Language): the
   * mail's when the resident chose none. Absent (staff sent the mail, a job of an older server): English.
   */
  language?: Language;
}

/**
 * A retry (the mail server refused the last attempt) writes new secrets, so only the mail that left
 * last works; the 15 minutes run from the writing, not the request, so a mail that waited for a
 * mail server that was down still arrives working.
 */
export async function renderSignInMail(job: SignInMailJob, context: MailRenderContext): Promise<MailMessage | null> {
  const { secret } = context;
  if (!secret) throw new Error('the mail queue was given no secret to key sign-in codes with');
  const code = createSignInCode();
  const token = createLinkToken();
  const expiresAt = new Date(context.now.getTime() + SIGN_IN_VALID_MINUTES * 60_000);
  const [row] = await context.db.query<{ email: string; firstName: string; language: string | null }>(
    `UPDATE resident_sign_in s
        SET code_hash = $2, link_hash = $3, expires_at = $4::timestamptz, wrong_tries = 0
       FROM resident r
      WHERE s.id = $1 AND r.id = s.resident_id AND s.used_at IS NULL
      RETURNING r.email, r.first_name AS "firstName", r.language`,
    [job.signInId, hashSignInCode(secret, job.signInId, code), hashLinkToken(token), expiresAt],
  );
  if (!row) return null;
  const language = residentLanguage(row.language, job.language);
  return {
    to: row.email,
    subject: messagesIn(SIGN_IN_STRINGS, language).mailSubject,
    text: signInMailText({ firstName: row.firstName, code, link: signInLink(context.publicUrl(), token), validMinutes: SIGN_IN_VALID_MINUTES }, language),
  };
}
