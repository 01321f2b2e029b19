// Whether the signed-in account gets the monthly report by e-mail (the switch on /profile): read when
// the switch is shown; a change shows at once and needs the connection (send-online.ts): a refusal
// puts the switch back and says why.
import { proxy, useSnapshot } from 'valtio';
import { fetchMonthlyReportMail, setMonthlyReportMail } from '../api/report-api.ts';
import { sendOnline } from './send-online.ts';
import { onSignOut } from './session.ts';

export interface MonthlyReportMail {
  /** null until read. */
  enabled: boolean | null;
  busy: boolean;
  /** What the last change did ('on', 'off'), or null. */
  changed: 'on' | 'off' | null;
  /** The server's sentence when the last call failed. */
  error: string | null;
}

const INITIAL: MonthlyReportMail = { enabled: null, busy: false, changed: null, error: null };

const mail = proxy<MonthlyReportMail>({ ...INITIAL });

onSignOut(() => {
  Object.assign(mail, INITIAL);
});

export async function loadMonthlyReportMail(): Promise<void> {
  Object.assign(mail, INITIAL);
  const result = await fetchMonthlyReportMail();
  if (result.ok) mail.enabled = result.data.enabled;
  else mail.error = result.data.message;
}

export async function changeMonthlyReportMail(next: boolean): Promise<void> {
  const before = mail.enabled;
  Object.assign(mail, { enabled: next, busy: true });
  const outcome = await sendOnline(() => setMonthlyReportMail(next));
  mail.busy = false;
  if (outcome.ok) Object.assign(mail, { enabled: outcome.data.enabled, changed: outcome.data.enabled ? 'on' : 'off', error: null });
  else Object.assign(mail, { enabled: before, changed: null, error: outcome.message });
}

export function useMonthlyReportMail(): Readonly<MonthlyReportMail> {
  return useSnapshot(mail);
}
