// Names and other one-line fields hold no control characters (C0, line breaks and tabs included,
// DEL, C1): a 400 naming the field, and nothing written. A line break in a name splits the CSV row,
// the mail subject or the calendar line it is later written into. Text that may run over lines (a
// message) keeps its line breaks. The file import refuses such a row, naming its line and column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldSentence } from '../../server/http/field-label.ts';
import { ONE_LINE_PREDICATE } from '../../server/http/field-schemas.ts';
import { startUsersWorld, type UsersWorld } from './users-fixtures.ts';

/** A line feed, a carriage return, a tab, DEL and a C1 control (NEL), each inside a name. */
const CONTROLS = ['Yoga\nClass', 'Yoga\r', '\tYoga', 'Yo\u007Fga', 'Yoga\u0085Class'];
const refusal = (field: string) => ({ statusCode: 400, field, message: fieldSentence(field, ONE_LINE_PREDICATE) });

describe(`one-line fields on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;
  let eventId: number;
  const count = async (table: string) => (await w.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const event = (name: string) => ({ buildingId: w.ids.building.b2, name, eventType: 1, date: '2036-06-02', startTime: '18:00', endTime: '19:00' });

  beforeAll(async () => {
    w = await startUsersWorld();
    const created = await w.post('ben', '/create-event/', event('Morning Run'));
    expect(created.statusCode, created.body).toBe(200);
    eventId = created.json<{ ids: number[] }>().ids[0]!;
  });
  afterAll(() => w?.t.close());

  /** Each call with a one-line field, the table it writes to, and its body with `value` in the field. */
  const calls: Array<{ path: string; field: string; table: string; body: (value: string) => object }> = [
    { path: '/create-event/', field: 'name', table: 'event', body: (value) => event(value) },
    { path: '/update-event/', field: 'name', table: 'event', body: (value) => ({ id: eventId, name: value }) },
    { path: '/create-user/', field: 'firstName', table: 'resident', body: (value) => ({ firstName: value, lastName: 'Lin', email: 'ctl1@example.com', userBuildings: [w.ids.building.b2] }) },
    { path: '/create-user/', field: 'lastName', table: 'resident', body: (value) => ({ firstName: 'Ann', lastName: value, email: 'ctl2@example.com', userBuildings: [w.ids.building.b2] }) },
    { path: '/create-user/', field: 'apartment', table: 'resident', body: (value) => ({ firstName: 'Ann', lastName: 'Lin', email: 'ctl3@example.com', userBuildings: [w.ids.building.b2], apartment: value }) },
    { path: '/create-unit/', field: 'name', table: 'unit', body: (value) => ({ buildingId: w.ids.building.b2, name: value }) },
    { path: '/create-venue/', field: 'name', table: 'venue', body: (value) => ({ buildingId: w.ids.building.b2, name: value }) },
    { path: '/create-studio/', field: 'name', table: 'studio', body: (value) => ({ buildingId: w.ids.building.b2, name: value }) },
    { path: '/add-staff/', field: 'firstName', table: 'teacher', body: (value) => ({ staffType: 'teacher', firstName: value, lastName: 'Park' }) },
    { path: '/add-staff/', field: 'lastName', table: 'teacher', body: (value) => ({ staffType: 'teacher', firstName: 'Kim', lastName: value }) },
    {
      path: '/create-building/',
      field: 'name',
      table: 'building',
      body: (value) => ({ name: value, buildingType: 'RESIDENTIAL', timeZone: 'Asia/Tokyo', dashboardAccess: true, amenityMembership: false }),
    },
    {
      path: '/create-building/',
      field: 'liaison.firstName',
      table: 'building',
      body: (value) => ({ name: 'Ctl Tower', buildingType: 'RESIDENTIAL', timeZone: 'Asia/Tokyo', dashboardAccess: true, amenityMembership: false, liaison: { firstName: value } }),
    },
  ];

  it.each(calls)('$path refuses a control character in $field with a 400 naming it, and writes nothing', async ({ path, field, table, body }) => {
    const before = await count(table);
    for (const value of CONTROLS) {
      const answer = await w.post('ben', path, body(value));
      expect({ statusCode: answer.statusCode, field: answer.json().field, message: answer.json().message }, JSON.stringify(value)).toEqual(refusal(field));
    }
    expect(await count(table)).toBe(before);
    const [stored] = await w.t.db.query<{ name: string }>('SELECT name FROM event WHERE id = $1', [eventId]);
    expect(stored!.name).toBe('Morning Run');
  });

  it('keeps the line breaks of a message, which may run over lines', async () => {
    const answer = await w.post('ben', '/message-user/', { userId: w.ids.user.r6, message: 'Hello,\n\tyour parcel is at the desk.\r\nThanks' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [stored] = await w.t.db.query<{ body: string }>('SELECT body FROM message ORDER BY id DESC LIMIT 1');
    expect(stored!.body).toBe('Hello,\n\tyour parcel is at the desk.\r\nThanks');
  });

  it('refuses, in a residents or timetable file, the rows with a control character, naming the line and the column', async () => {
    const residents = await w.post('ben', '/preview-residents-import/', {
      buildingId: w.ids.building.b2,
      rows: [
        { line: 2, firstName: 'Ann\nLin', lastName: 'Lin', email: 'row2@example.com' },
        { line: 3, firstName: 'Bo', lastName: 'Lin', email: 'row3@example.com', apartment: '3\tA' },
        { line: 4, firstName: 'Cy', lastName: 'Lin', email: 'row4@example.com', unit: 'Acme\u0085Corp' },
        { line: 5, firstName: 'Di', lastName: 'Lin', email: 'row5@example.com' },
      ],
    });
    expect(residents.statusCode, residents.body).toBe(200);
    expect(residents.json()).toMatchObject({
      added: 1,
      refused: [
        { line: 2, ...reason('firstName') },
        { line: 3, ...reason('apartment') },
        { line: 4, ...reason('unit') },
      ],
    });
    const events = await w.post('ben', '/preview-events-import/', {
      buildingId: w.ids.building.b2,
      rows: [
        { line: 2, name: '=1+1\nYoga', type: 'fitness', date: '2036-07-01', start: '18:00', end: '19:00' },
        { line: 3, name: 'Yoga', type: 'fitness', venue: 'Roof\u007F', date: '2036-07-01', start: '18:00', end: '19:00' },
      ],
    });
    expect(events.statusCode, events.body).toBe(200);
    expect(events.json()).toMatchObject({ added: 0, refused: [{ line: 2, ...reason('name') }, { line: 3, ...reason('venue') }] });
    // Names to create with an import are one line too.
    const units = await w.post('ben', '/import-residents/', { buildingId: w.ids.building.b2, rows: [], createUnits: ['Gamma\nLLC'] });
    expect(units.statusCode).toBe(400);
    expect(units.json()).toMatchObject({ message: fieldSentence('createUnits.0', ONE_LINE_PREDICATE) });
  });
});

function reason(field: string) {
  return { field, reason: fieldSentence(field, ONE_LINE_PREDICATE) };
}
