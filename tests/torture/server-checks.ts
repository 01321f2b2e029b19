// The invariants read from the database (and the mail server) once the run is quiet: no write the
// tablets showed as made is lost, none is applied twice, a tablet's messages keep their order, and
// every message taken is e-mailed once (one Message-ID; docs/testing.md says why a delivery may repeat).
import type pg from 'pg';
import { DOOR_STRINGS } from '../../src/features/events/door-strings.ts';
import type { ChaosSmtp } from '../support/chaos-smtp.ts';
import type { DoorCounts } from './door-ui.ts';
import type { RunContext } from './run-context.ts';
import { sleep, type Tablet } from './tablet.ts';
import { outboxOf } from './tablet-ui.ts';
import { TORTURE } from './torture-config.ts';

export interface ServerFindings {
  lost: string[];
  duplicated: string[];
  reordered: string[];
  /** The run's tasks (every tablet's own), and the state the server holds for each. */
  taskIds: number[];
  serverTasks: Map<number, boolean>;
  /** The door's counts as the server holds them, written as the door view shows them. */
  serverCounts: DoorCounts;
}

/** Every outbox drained (or left with refusals), then 3 s with nothing queued. */
export async function drainAndQuiet(tablets: readonly Tablet[]): Promise<void> {
  const drainDeadline = Date.now() + TORTURE.drainTimeoutMs;
  for (const tablet of tablets) {
    // A page reloading meanwhile (an update taking over late) is read again after it.
    const pendingOf = () => outboxOf(tablet.page).then((outbox) => outbox.pending, () => 1);
    while ((await pendingOf()) > 0 && Date.now() < drainDeadline) await sleep(250);
  }
  await sleep(TORTURE.quietMs);
}

/** Outbox entries still pending, and those the server refused. */
export async function outboxesLeft(tablets: readonly Tablet[]): Promise<string[]> {
  const outboxLeft: string[] = [];
  for (const tablet of tablets) {
    const outbox = await outboxOf(tablet.page);
    if (outbox.pending > 0) outboxLeft.push(`tablet ${tablet.index}: ${outbox.pending} entries still pending`);
    for (const refused of outbox.rejected) outboxLeft.push(`tablet ${tablet.index}: refused: ${refused}`);
  }
  return outboxLeft;
}

export async function checkServer(run: RunContext, db: pg.Client, tablets: readonly Tablet[], smtp: ChaosSmtp | undefined): Promise<ServerFindings> {
  const { seed, log, event, pressed } = run;
  // The database: the tasks' states and the run's messages.
  const ids = tablets.flatMap((tablet) => tablet.ownTasks);
  const taskRows = (await db.query<{ id: number; is_completed: boolean }>('SELECT id, is_completed FROM task WHERE id = ANY($1::int[])', [ids])).rows;
  const serverTasks = new Map(taskRows.map((row) => [row.id, row.is_completed]));
  const messageRows = (await db.query<{ id: number; body: string }>("SELECT id, body FROM message WHERE body LIKE $1 ORDER BY id", [`[torture ${seed}:%`])).rows;
  const lost: string[] = [];
  const duplicated: string[] = [];
  const reordered: string[] = [];
  for (const tablet of tablets) {
    for (const [id, intended] of tablet.intents) {
      if (intended !== null && serverTasks.get(id) !== intended) {
        lost.push(`tablet ${tablet.index}: task ${id} last shown as ${intended ? 'completed' : 'pending'}, the server holds ${serverTasks.get(id) ? 'completed' : 'pending'}`);
        // The toggles of it the server took (each key once), in the order taken.
        const taken = (
          await db.query<{ at: string; status: number; completed: string | null }>(
            `SELECT to_char(created_at, 'HH24:MI:SS.MS') AS at, status_code AS status, response_body->>'isCompleted' AS completed
             FROM idempotency_key WHERE method = 'PUT' AND path LIKE '%tasks%' AND response_body->>'id' = $1 ORDER BY created_at`,
            [String(id)],
          )
        ).rows;
        log(`task ${id} toggles taken by the server: ${taken.map((row) => `${row.at} ${row.status} → ${String(row.completed)}`).join(', ') || 'none'}`);
      }
    }
    const order: number[] = [];
    for (const text of tablet.messages) {
      const copies = messageRows.filter((row) => row.body.includes(text));
      if (copies.length === 0) lost.push(`tablet ${tablet.index}: message ${text} not on the server`);
      if (copies.length > 1) duplicated.push(`tablet ${tablet.index}: message ${text} ${copies.length} times`);
      if (copies[0]) order.push(copies[0].id);
    }
    for (let i = 1; i < order.length; i++) {
      if (order[i]! < order[i - 1]!) reordered.push(`tablet ${tablet.index}: message ${tablet.messages[i]} saved before ${tablet.messages[i - 1]}`);
    }
  }

  // At the door: one attendance per resident checked in; the checked-in set is what the last
  // accepted action per resident in the server's log says; each check-in and undo a tablet pressed
  // is on the log exactly once (a replay of its key is answered, not logged again).
  const attendances = (
    await db.query<{ resident_id: number; n: number }>(
      'SELECT resident_id, count(*)::int AS n FROM rsvp WHERE event_id = $1 AND checked_in_at IS NOT NULL GROUP BY resident_id',
      [event.id],
    )
  ).rows;
  for (const row of attendances) if (row.n !== 1) duplicated.push(`resident ${row.resident_id}: ${row.n} attendances at the door`);
  const checkedIn = new Set(attendances.map((row) => row.resident_id));
  const logRows = (
    await db.query<{ resident_id: number; action: 'check-in' | 'undo'; result: string }>(
      "SELECT resident_id, action, result FROM check_in_log WHERE event_id = $1 AND result <> 'refused' ORDER BY id",
      [event.id],
    )
  ).rows;
  for (const userId of event.residents) {
    const own = logRows.filter((row) => row.resident_id === userId);
    const last = own.at(-1)?.action;
    if ((last === 'check-in') !== checkedIn.has(userId)) {
      lost.push(`resident ${userId}: the log's last action is ${last ?? 'none'}, the server holds ${checkedIn.has(userId) ? 'checked in' : 'not checked in'}`);
    }
    for (const kind of ['check-in', 'undo'] as const) {
      const logged = own.filter((row) => row.action === kind).length;
      const made = pressed.get(userId)![kind];
      if (logged < made) lost.push(`resident ${userId}: ${made} ${kind}s pressed, ${logged} on the server's log`);
      if (logged > made) duplicated.push(`resident ${userId}: ${made} ${kind}s pressed, ${logged} on the server's log`);
    }
  }
  const going = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM rsvp WHERE event_id = $1 AND status = 'going'", [event.id])).rows[0]!.n;
  const walkIns = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rsvp WHERE event_id = $1 AND walk_in AND checked_in_at IS NOT NULL', [event.id])).rows[0]!.n;
  // At the desk: each tablet's resident is going exactly when its last RSVP or cancel asked so.
  const deskRows = (await db.query<{ resident_id: number; status: string }>('SELECT resident_id, status FROM rsvp WHERE event_id = $1', [event.id])).rows;
  for (const tablet of tablets) {
    if (tablet.rsvpIntent === null) continue;
    const resident = event.desk[tablet.index]!;
    const status = deskRows.find((row) => row.resident_id === resident.id)?.status ?? 'none';
    if ((status === 'going') !== tablet.rsvpIntent) lost.push(`tablet ${tablet.index}: resident ${resident.id} last asked ${tablet.rsvpIntent ? 'to go' : 'not to go'}, the server holds ${status}`);
  }
  const serverCounts: DoorCounts = { checkedIn: String(checkedIn.size), going: DOOR_STRINGS.of(going, event.capacity), walkIns: String(walkIns) };

  if (smtp) await checkMail(run, db, tablets, smtp, { lost, duplicated });
  return { lost, duplicated, reordered, taskIds: ids, serverTasks, serverCounts };
}

/** Every message taken is e-mailed, once, however often the mail server refused or stalled. */
async function checkMail(
  run: RunContext,
  db: pg.Client,
  tablets: readonly Tablet[],
  smtp: ChaosSmtp,
  { lost, duplicated }: Pick<ServerFindings, 'lost' | 'duplicated'>,
): Promise<void> {
  // Mails, not deliveries: a process killed after the mail server took a mail but before it marked
  // it sent sends it again on restart with the same Message-ID (SMTP has no way to ask whether it
  // arrived), and a mail reader shows one. Two Message-IDs for one message is a duplicate.
  const mailIds = (text: string) => new Set(smtp.receivedIds.filter((_id, index) => smtp.received[index]!.includes(text)));
  const deliveries = (text: string) => smtp.received.filter((body) => body.includes(text)).length;
  const copies = (text: string) => mailIds(text).size;
  const taken = tablets.flatMap((tablet) => tablet.messages.map((text) => ({ tablet, text })));
  const mailDeadline = Date.now() + TORTURE.mailDrainMs;
  while (taken.some(({ text }) => copies(text) === 0) && Date.now() < mailDeadline) await sleep(250);
  // A mail taken by a process killed before it was sent waits out its lease (5 min: it is sent
  // then, with the same Message-ID): late by design, not lost.
  const leased = new Set(
    (
      await db.query<{ body: string }>(
        `SELECT m.body FROM message m JOIN mail_job j ON j.id = m.mail_job
          WHERE m.body LIKE $1 AND j.state = 'pending' AND j.run_at > now() + interval '30 seconds'`,
        [`[torture ${run.seed}:%`],
      )
    ).rows.map((row) => row.body),
  );
  for (const { tablet, text } of taken) {
    const held = [...leased].some((body) => body.includes(text));
    if (copies(text) === 0 && held) run.log(`tablet ${tablet.index}: message ${text} held by a killed process's mail lease`);
    else if (copies(text) === 0) lost.push(`tablet ${tablet.index}: message ${text} never e-mailed`);
    if (copies(text) > 1) duplicated.push(`tablet ${tablet.index}: message ${text} e-mailed ${copies(text)} times`);
    else if (deliveries(text) > 1) run.log(`tablet ${tablet.index}: message ${text} delivered ${deliveries(text)} times with one Message-ID (sent again after a process was killed mid-send)`);
  }
}
