import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/test-app.ts';
import { signAccessToken } from '../../server/auth/access-token.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import type { Mailer, MailMessage } from '../../server/mail/mailer.ts';

/**
 * A small world for the task, message and idempotency suites:
 * - Maple (liaison Lee), Oak (liaison Olu), Pine (no liaison e-mail);
 * - manager "maple" manages Maple and Pine, manager "oak" manages Oak, "desk" is Maple's building admin;
 * - tasks in each building; resident Rita lives in Maple, Omar in Oak.
 */
export interface World {
  buildings: { maple: number; oak: number; pine: number };
  accounts: { maple: number; oak: number; desk: number };
  tasks: { mapleLate: number; mapleEarly: number; mapleSameDay: number; oak: number; pine: number };
  residents: { rita: number; omar: number };
}

async function insertId(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  if (!row) throw new Error(`no id from ${sql}`);
  return row.id;
}

async function building(db: Queryable, name: string, liaison: [string, string, string | null]): Promise<number> {
  return insertId(
    db,
    `INSERT INTO building (name, building_type, time_zone, liaison_first_name, liaison_last_name, liaison_email)
     VALUES ($1, 'RESIDENTIAL', 'America/New_York', $2, $3, $4)`,
    [name, ...liaison],
  );
}

async function account(
  db: Queryable,
  role: 'manager' | 'building_admin',
  email: string,
  name: [string, string],
  buildingIds: number[],
): Promise<number> {
  const id = await insertId(
    db,
    "INSERT INTO account (role, email, password_hash, first_name, last_name) VALUES ($1, $2, 'unused', $3, $4)",
    [role, email, ...name],
  );
  for (const buildingId of buildingIds) {
    await db.query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [id, buildingId]);
  }
  return id;
}

async function task(db: Queryable, buildingId: number, name: string, dueDate: string, attachment: string | null = null) {
  return insertId(
    db,
    `INSERT INTO task (building_id, task_name, extra_information, due_date, attachment, created_on)
     VALUES ($1, $2, $3, $4, $5, '2026-01-02')`,
    [buildingId, name, `About ${name}`, dueDate, attachment],
  );
}

async function resident(db: Queryable, email: string, name: [string, string], buildingId: number): Promise<number> {
  const id = await insertId(
    db,
    "INSERT INTO resident (first_name, last_name, email, joining_date) VALUES ($1, $2, $3, '2025-05-01')",
    [...name, email],
  );
  await db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [id, buildingId]);
  return id;
}

export async function seedWorld(db: Queryable): Promise<World> {
  const maple = await building(db, 'Maple Court', ['Lee', 'Liaison', 'lee@maple.example']);
  const oak = await building(db, 'Oak Tower', ['Olu', 'Liaison', 'olu@oak.example']);
  const pine = await building(db, 'Pine House', ['Pat', 'Nobody', null]);
  return {
    buildings: { maple, oak, pine },
    accounts: {
      maple: await account(db, 'manager', 'mia@manager.example', ['Mia', 'Manager'], [maple, pine]),
      oak: await account(db, 'manager', 'otto@manager.example', ['Otto', 'Owner'], [oak]),
      desk: await account(db, 'building_admin', 'desk@maple.example', ['Dee', 'Desk'], [maple]),
    },
    tasks: {
      mapleLate: await task(db, maple, 'Fix the gym door', '2026-03-10', 'https://files.example/door.pdf'),
      mapleEarly: await task(db, maple, 'Order chairs', '2026-02-01'),
      oak: await task(db, oak, 'Oak roof check', '2026-02-15'),
      pine: await task(db, pine, 'Pine lobby plants', '2026-02-20'),
      mapleSameDay: await task(db, maple, 'Book the yoga teacher', '2026-02-01'),
    },
    residents: {
      rita: await resident(db, 'rita@resident.example', ['Rita', 'Resident'], maple),
      omar: await resident(db, 'omar@resident.example', ['Omar', 'Other'], oak),
    },
  };
}

/** A send held up until the test lets it go on: `pass()` completes it, `fail()` makes it throw. */
export interface StalledSend {
  /** Resolves once the held send has begun. */
  started: Promise<void>;
  pass(): void;
  fail(): void;
}

/**
 * Keeps every message instead of sending it; `failNext` makes the next send throw, `stallNext()`
 * holds the next send until the test decides.
 */
export interface FakeMailer extends Mailer {
  sent: MailMessage[];
  failNext: boolean;
  /** Sends begun, failed ones and held ones included. */
  attempts: number;
  stallNext(): StalledSend;
}

export function createFakeMailer(): FakeMailer {
  let stall: { begin: () => void; outcome: Promise<boolean> } | null = null;
  const mailer: FakeMailer = {
    sent: [],
    failNext: false,
    attempts: 0,
    async send(message) {
      mailer.attempts += 1;
      if (stall) {
        const held = stall;
        stall = null;
        held.begin();
        if (!(await held.outcome)) throw new Error('SMTP timed out');
      }
      if (mailer.failNext) {
        mailer.failNext = false;
        throw new Error('SMTP is down');
      }
      mailer.sent.push(message);
    },
    stallNext() {
      let begin!: () => void;
      let settle!: (ok: boolean) => void;
      const started = new Promise<void>((resolve) => (begin = resolve));
      stall = { begin, outcome: new Promise<boolean>((resolve) => (settle = resolve)) };
      return { started, pass: () => settle(true), fail: () => settle(false) };
    },
    async close() {},
  };
  return mailer;
}

export async function countRows(db: Queryable, table: 'message' | 'idempotency_key'): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

export interface TestApp {
  app: FastifyInstance;
  mailer: FakeMailer;
  /** `Authorization` header value for one of the world's accounts. */
  auth(accountId: number, role?: 'manager' | 'building_admin'): { authorization: string };
}

export async function startApp(db: Database): Promise<TestApp> {
  const mailer = createFakeMailer();
  const app = await buildTestApp(db, { mailer });
  return {
    app,
    mailer,
    auth: (accountId, role = 'manager') => ({ authorization: `JWT ${signAccessToken(app, { id: accountId, role, tokenVersion: 0 })}` }),
  };
}
