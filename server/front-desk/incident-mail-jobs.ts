// Who an incident report's e-mail goes to, decided when the report is made: the building's managers,
// one mail for each language they read (incident-mail.ts writes it when it is sent).
import type { Language } from '../../src/contract/languages.ts';
import type { Queryable } from '../db/database.ts';
import type { MailJob } from '../mail/enqueue-mail.ts';

/** The mail jobs of a new incident report of a building's event; at least one (it finds no manager then). */
export async function incidentMailJobs(tx: Queryable, incidentId: number, buildingId: number): Promise<MailJob[]> {
  const groups = await tx.query<{ language: Language; managerIds: number[] }>(
    `SELECT a.language, array_agg(a.id ORDER BY a.id) AS "managerIds"
       FROM account a JOIN account_building ab ON ab.account_id = a.id
      WHERE ab.building_id = $1 AND a.role = 'manager'
      GROUP BY a.language ORDER BY a.language`,
    [buildingId],
  );
  // The English mail keeps the key it always had: the queue holds one such job ever.
  const key = (language: Language) => (language === 'en' ? `incident-report:${incidentId}` : `incident-report:${incidentId}:${language}`);
  if (groups.length === 0) return [{ kind: 'incident-report', payload: { incidentId }, key: key('en') }];
  return groups.map(({ language, managerIds }) => ({ kind: 'incident-report', payload: { incidentId, language, managerIds }, key: key(language) }));
}
