import type { Language } from '../../../src/contract/languages.ts';
import type { Queryable } from '../../db/database.ts';
import { enqueueMail } from '../../mail/enqueue-mail.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export interface LiaisonBuilding {
  id: number;
  name: string;
  liaisonFirstName: string | null;
  liaisonLastName: string | null;
  liaisonEmail: string | null;
  /** The liaison's own language when their e-mail is a staff account's; null otherwise. */
  liaisonLanguage: Language | null;
}

export interface Sender {
  firstName: string;
  lastName: string;
  email: string;
  /** The sender's own language (their account's). */
  language: Language;
}

export interface ResidentRecipient {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  buildingId: number;
  buildingName: string;
  /** The resident's language tag, or null. */
  language: string | null;
}

export async function findLiaisonBuilding(db: Queryable, buildingId: number): Promise<LiaisonBuilding | null> {
  const [building] = await db.query<LiaisonBuilding>(
    `SELECT id, name, liaison_first_name AS "liaisonFirstName", liaison_last_name AS "liaisonLastName",
            liaison_email AS "liaisonEmail",
            (SELECT a.language FROM account a WHERE lower(a.email) = lower(trim(b.liaison_email))) AS "liaisonLanguage"
     FROM building b WHERE id = $1`,
    [buildingId],
  );
  return building ?? null;
}

export async function findSender(db: Queryable, accountId: number): Promise<Sender | null> {
  const [sender] = await db.query<Sender>(
    'SELECT first_name AS "firstName", last_name AS "lastName", email, language FROM account WHERE id = $1',
    [accountId],
  );
  return sender ?? null;
}

/** The resident, through a membership in one of `buildingIds` (the lowest such building). */
export async function findResidentInScope(
  db: Queryable,
  residentId: number,
  buildingIds: readonly number[],
): Promise<ResidentRecipient | null> {
  const [resident] = await db.query<ResidentRecipient>(
    `SELECT r.id, r.first_name AS "firstName", r.last_name AS "lastName", r.email, r.language,
            b.id AS "buildingId", b.name AS "buildingName"
     FROM resident r
     JOIN membership m ON m.resident_id = r.id
     JOIN building b ON b.id = m.building_id
     WHERE r.id = $1 AND m.building_id = ANY($2::int[])
     ORDER BY b.id
     LIMIT 1`,
    [residentId, buildingIds],
  );
  return resident ?? null;
}

export interface NewMessage {
  accountId: number;
  buildingId: number | null;
  residentId: number | null;
  body: string;
  isUrgent: boolean;
  /** Its e-mail, queued with the row (the mail queue, server/mail/, sends it). */
  mail: MailMessage;
}

export async function insertMessage(db: Queryable, message: NewMessage): Promise<number> {
  const mailJob = await enqueueMail(db, { kind: 'message', payload: message.mail });
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO message (account_id, building_id, resident_id, body, is_urgent, mail_job)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [message.accountId, message.buildingId, message.residentId, message.body, message.isUrgent, mailJob],
  );
  if (!row) throw new Error('message insert returned no row');
  return row.id;
}
