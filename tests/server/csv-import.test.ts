// Residents and timetable files (preview = dry run, import = one transaction) on the
// hand-built fixture (users-fixtures.ts): Ben manages Sakura Offices (b2, no amenity membership,
// companies Acme Corp and Beta KK); Lee is a resident of Ana's Harbor Lofts only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { CSV_IMPORT_STRINGS as S } from '../../server/routes/csv-import/csv-import-strings.ts';
import { SCHEDULE_MESSAGES } from '../../server/schedule/schedule-strings.ts';
import { USERS_STRINGS } from '../../server/users/users-strings.ts';
import { PHONE_STRINGS } from '../../src/contract/phone-number.ts';
import { startUsersWorld, type UsersWorld } from './users-fixtures.ts';

describe(`file import on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;
  beforeAll(async () => {
    w = await startUsersWorld();
  });
  afterAll(() => w.t.close());

  const count = async (sql: string) => (await w.t.db.query<{ n: number }>(sql))[0]!.n;
  const residents = () => count('SELECT count(*)::int AS n FROM resident');
  const row = (line: number, email: string, extra: Record<string, string> = {}) => ({ line, firstName: 'Ann', lastName: 'Lin', email, ...extra });
  const file = () => [
    row(2, 'new.one@example.com', { unit: ' acme corp ', apartment: '3A', joiningDate: '2025-03-14', phone: '+81 3-1234-5678' }),
    row(3, 'Ken@example.com', { firstName: 'Ken', lastName: 'Kato', apartment: '9F' }),
    row(4, 'lee@example.com'),
    row(5, 'nofirst@example.com', { firstName: '  ' }),
    row(6, 'not-an-email'),
    row(7, 'NEW.ONE@example.com'),
    row(8, 'gamma@example.com', { unit: 'Gamma LLC' }),
    row(9, 'member@example.com', { amenityMember: 'yes' }),
    row(10, 'phone@example.com', { phone: 'call me' }),
    row(11, 'date@example.com', { joiningDate: '14/03/2025' }),
    row(12, 'formula@example.com', { firstName: '=HYPERLINK("http://x.example","y")', amenityMember: 'no' }),
  ];
  const refusedLines = [4, 5, 6, 7, 8, 9, 10, 11];
  const accepted = () => file().filter((r) => !refusedLines.includes(r.line) || r.line === 8);

  it('previews with Create user\'s rules, each refused row with its line and sentence, writing nothing', async () => {
    const before = await residents();
    const answer = await w.post('ben', '/preview-residents-import/', { buildingId: w.ids.building.b2, rows: file() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      added: 2,
      updated: 1,
      unchanged: 0,
      unknownUnits: ['Gamma LLC'],
      refused: [
        // Another manager's resident: the sentence of Create user, nothing about where she lives.
        { line: 4, field: 'email', reason: USERS_STRINGS.emailRegistered },
        { line: 5, field: 'firstName', reason: 'First name is required.' },
        { line: 6, field: 'email', reason: 'E-mail must be a valid e-mail address.' },
        { line: 7, field: 'email', reason: S.sameEmailOnLine(2) },
        { line: 8, field: 'unit', reason: S.unknownUnit('Gamma LLC') },
        { line: 9, field: 'amenityMember', reason: USERS_STRINGS.noAmenityMembership },
        { line: 10, field: 'phone', reason: PHONE_STRINGS.invalid },
        { line: 11, field: 'joiningDate', reason: S.joiningDate },
      ],
    });
    expect(await residents()).toBe(before);
  });

  it('refuses a front desk a residents file, even of its own building: its preview would tell which e-mails are registered elsewhere', async () => {
    const before = await residents();
    for (const path of ['/preview-residents-import/', '/import-residents/']) {
      const answer = await w.post('desk', path, { buildingId: w.ids.building.b1, rows: [row(2, 'Ken@example.com'), row(3, 'free-one@example.com')] });
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json()).toEqual(expect.objectContaining({ detail: S.residentsManagersOnly }));
      expect(answer.body).not.toContain(USERS_STRINGS.emailRegistered);
    }
    expect(await residents()).toBe(before);
  });

  it("refuses another manager's building", async () => {
    const answer = await w.post('ben', '/preview-residents-import/', { buildingId: w.ids.building.b1, rows: file() });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ detail: AUTH_STRINGS.buildingForbidden });
  });

  it('imports nothing when a row is refused, and nothing when the write fails half-way', async () => {
    const before = await residents();
    const units = await count('SELECT count(*)::int AS n FROM unit');
    const refused = await w.post('ben', '/import-residents/', { buildingId: w.ids.building.b2, rows: file(), createUnits: ['Gamma LLC'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: S.changedSincePreview });
    // A row failing in the write (a trigger refuses its membership) undoes the rows before it.
    await w.t.db.query(`CREATE FUNCTION refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.apartment = 'FAIL' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await w.t.db.query('CREATE TRIGGER refuse_row BEFORE INSERT ON membership FOR EACH ROW EXECUTE FUNCTION refuse_row()');
    const failing = [...accepted(), row(13, 'last@example.com', { apartment: 'FAIL' })];
    const failed = await w.post('ben', '/import-residents/', { buildingId: w.ids.building.b2, rows: failing, createUnits: ['Gamma LLC'] });
    await w.t.db.query('DROP TRIGGER refuse_row ON membership');
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(await residents()).toBe(before);
    expect(await count('SELECT count(*)::int AS n FROM unit')).toBe(units);
  });

  it('imports the accepted rows and units to create, cells as text; the same file again changes nothing', async () => {
    const b2 = w.ids.building.b2;
    const first = await w.post('ben', '/import-residents/', { buildingId: b2, rows: accepted(), createUnits: ['Gamma LLC'] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 3, updated: 1, unchanged: 0, refused: [], unknownUnits: [] });
    const [stored] = await w.t.db.query<Record<string, unknown>>(
      `SELECT r.first_name AS "firstName", r.cell_phone AS phone, to_char(r.joining_date, 'YYYY-MM-DD') AS joined, u.name AS unit, m.apartment
         FROM resident r JOIN membership m ON m.resident_id = r.id AND m.building_id = $1 LEFT JOIN unit u ON u.id = m.unit_id
        WHERE r.email = 'new.one@example.com'`,
      [b2],
    );
    expect(stored).toEqual({ firstName: 'Ann', phone: '+81312345678', joined: '2025-03-14', unit: 'Acme Corp', apartment: '3A' });
    const [formula] = await w.t.db.query<{ firstName: string }>(`SELECT first_name AS "firstName" FROM resident WHERE email = 'formula@example.com'`);
    expect(formula!.firstName).toBe('=HYPERLINK("http://x.example","y")');
    const [gamma] = await w.t.db.query<{ unit: string }>(
      `SELECT u.name AS unit FROM resident r JOIN membership m ON m.resident_id = r.id JOIN unit u ON u.id = m.unit_id WHERE r.email = 'gamma@example.com'`,
    );
    expect(gamma!.unit).toBe('Gamma LLC');
    const [ken] = await w.t.db.query<Record<string, unknown>>(
      `SELECT r.last_name AS "lastName", m.apartment, u.name AS unit FROM resident r JOIN membership m ON m.resident_id = r.id LEFT JOIN unit u ON u.id = m.unit_id WHERE r.email = 'ken@example.com'`,
    );
    // A blank unit keeps Ken's company.
    expect(ken).toEqual({ lastName: 'Kato', apartment: '9F', unit: 'Beta KK' });
    const total = (await w.post('ben', '/users/', { buildingId: b2 })).json().count as number;
    const again = await w.post('ben', '/import-residents/', { buildingId: b2, rows: accepted(), createUnits: ['Gamma LLC'] });
    expect(again.json()).toEqual({ added: 0, updated: 0, unchanged: 4, refused: [], unknownUnits: [] });
    expect((await w.post('ben', '/users/', { buildingId: b2 })).json().count).toBe(total);
    expect(await count(`SELECT count(*)::int AS n FROM unit WHERE name = 'Gamma LLC'`)).toBe(1);
  });

  it("takes a timetable through create-event's rules: weekly repeats, venues by name, the same file twice adds nothing", async () => {
    const b1 = w.ids.building.b1;
    const rows = [
      { line: 2, name: 'Sunrise Yoga', type: 'Fitness', venue: 'rooftop', date: '2026-10-05', start: '7:00', end: '08:00', capacity: '20' },
      { line: 3, name: 'Book Club', type: 'social', venue: 'Library', date: '2026-10-06', start: '19:00', end: '20:30', repeat: '4' },
      { line: 4, name: 'Party', type: 'gala', date: '2026-10-07', start: '19:00', end: '20:00' },
      { line: 5, name: 'Late', type: 'social', date: '2026-10-07', start: '21:00', end: '20:00' },
      { line: 6, name: 'Forever', type: 'social', date: '2026-10-07', start: '10:00', end: '11:00', repeat: '60' },
      { line: 7, name: 'sunrise yoga', type: 'fitness', date: '2026-10-05', start: '07:00', end: '08:00' },
      { line: 8, name: '', type: 'social', date: '2026-10-07', start: '10:00', end: '11:00' },
      { line: 9, name: 'Bad cap', type: 'social', date: '2026-10-07', start: '10:00', end: '11:00', capacity: '-3' },
    ];
    const preview = await w.post('ana', '/preview-events-import/', { buildingId: b1, rows });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      added: 1,
      occurrences: 1,
      unchanged: 0,
      unknownVenues: ['Library'],
      refused: [
        { line: 3, field: 'venue', reason: S.unknownVenue('Library') },
        { line: 4, field: 'type', reason: S.eventType },
        { line: 5, field: 'end', reason: SCHEDULE_MESSAGES.endBeforeStart },
        { line: 6, field: 'repeat', reason: SCHEDULE_MESSAGES.tooManyOccurrences(52, 60) },
        { line: 7, field: 'name', reason: S.sameEventOnLine(2) },
        { line: 8, field: 'name', reason: SCHEDULE_MESSAGES.nameRequired },
        { line: 9, field: 'capacity', reason: S.capacity(100_000) },
      ],
    });
    const good = rows.slice(0, 2);
    const imported = await w.post('ana', '/import-events/', { buildingId: b1, rows: good, createVenues: ['Library'] });
    expect(imported.json()).toEqual({ added: 2, occurrences: 5, unchanged: 0, refused: [], unknownVenues: [] });
    const club = await w.t.db.query<{ day: string; venue: string }>(
      `SELECT to_char(e.starts_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI') AS day, v.name AS venue
         FROM event e JOIN venue v ON v.id = e.venue_id WHERE e.name = 'Book Club' AND e.series_id IS NOT NULL ORDER BY e.starts_at`,
    );
    expect(club).toEqual(['2026-10-06', '2026-10-13', '2026-10-20', '2026-10-27'].map((d) => ({ day: `${d} 19:00`, venue: 'Library' })));
    const again = await w.post('ana', '/import-events/', { buildingId: b1, rows: good, createVenues: ['Library'] });
    expect(again.json()).toEqual({ added: 0, occurrences: 0, unchanged: 2, refused: [], unknownVenues: [] });
  });
});
