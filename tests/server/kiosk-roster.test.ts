// The self check-in kiosk (a tablet residents touch) reads an event's residents through its own call,
// which answers what the kiosk shows ("Alex R." and the unit, whether already in) and nothing else:
// no last name, e-mail, phone, picture, waitlist, cancelled places or who checked whom in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES } from '../../server/front-desk/roster-messages.ts';
import { insertLocalEvent } from '../support/local-time.ts';
import { authHeader, createBuilding, createManager, createResident, createTestApp, login, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'Password-123';

describe(`the kiosk's roster on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let desk: string;
  let event = 0;
  let otherEvent = 0;
  const secrets: string[] = [];

  const kioskRoster = (eventId: number) =>
    t.app.inject({ method: 'POST', url: '/api/building-manager/kiosk-roster/', headers: authHeader(desk), payload: { eventId } });

  beforeAll(async () => {
    t = await createTestApp();
    const harbor = await createBuilding(t.db, { name: 'Harbor' });
    const other = await createBuilding(t.db, { name: 'Elsewhere' });
    await createManager(t.db, { email: 'mia@example.com', password: PASSWORD, buildingIds: [harbor] });
    const manager = await login(t.app, 'mia@example.com', PASSWORD);
    const started = await t.app.inject({ method: 'POST', url: '/api/building-manager/front-desk/', headers: authHeader(manager), payload: { buildingId: harbor } });
    desk = (started.json() as { token: string }).token;
    const [block] = await t.db.query<{ id: number }>(`INSERT INTO unit (building_id, name) VALUES ($1, 'Block North') RETURNING id`, [harbor]);
    event = await insertLocalEvent(t.db, { buildingId: harbor, name: 'Yoga', start: '2026-03-05 18:00', end: '2026-03-05 19:00' });
    otherEvent = await insertLocalEvent(t.db, { buildingId: other, name: 'Elsewhere yoga', start: '2026-03-05 18:00', end: '2026-03-05 19:00' });
    const residents = [
      { first: 'Alex', last: 'Rivera', apartment: '12B', unitId: null, status: 'going', checkedIn: false },
      { first: 'Alex', last: 'stone', apartment: null, unitId: block!.id, status: 'going', checkedIn: true },
      { first: 'Bea', last: 'Quist', apartment: null, unitId: null, status: 'going', checkedIn: false },
      { first: 'Wanda', last: 'Waitlisted', apartment: '3A', unitId: null, status: 'waitlisted', checkedIn: false },
      { first: 'Cass', last: 'Cancelled', apartment: '4C', unitId: null, status: 'cancelled', checkedIn: false },
    ];
    for (const [index, person] of residents.entries()) {
      const email = `private.${person.last.toLowerCase()}@example.com`;
      const phone = `555010${index}`;
      secrets.push(person.last, email, phone);
      const id = await createResident(t.db, { email, firstName: person.first, lastName: person.last });
      await t.db.query('UPDATE resident SET cell_phone = $2 WHERE id = $1', [id, phone]);
      await t.db.query('INSERT INTO membership (resident_id, building_id, unit_id, apartment) VALUES ($1, $2, $3, $4)', [id, harbor, person.unitId, person.apartment]);
      await t.db.query(`INSERT INTO rsvp (event_id, resident_id, status, checked_in_at) VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END)`, [
        event,
        id,
        person.status,
        person.checkedIn,
      ]);
    }
  });
  afterAll(() => t?.close());

  it('answers the going residents as the kiosk shows them, and no other field', async () => {
    const answer = await kioskRoster(event);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { eventId: number; residents: Record<string, unknown>[] };
    expect(Object.keys(body).sort()).toEqual(['eventId', 'residents']);
    for (const resident of body.residents) expect(Object.keys(resident).sort()).toEqual(['checkedIn', 'firstName', 'lastInitial', 'passHash', 'unit', 'userId']);
    // No pass asked for yet: no hash.
    expect(body.residents.map(({ userId: _id, ...shown }) => shown)).toEqual([
      { firstName: 'Alex', lastInitial: 'R', unit: '12B', checkedIn: false, passHash: null },
      { firstName: 'Alex', lastInitial: 'S', unit: 'Block North', checkedIn: true, passHash: null },
      { firstName: 'Bea', lastInitial: 'Q', unit: null, checkedIn: false, passHash: null },
    ]);
    // No last name, e-mail or phone anywhere in it, of the going residents or of anyone else.
    for (const secret of secrets) expect(answer.body.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("refuses an event of another building like one that does not exist", async () => {
    for (const eventId of [otherEvent, 999_999]) {
      const answer = await kioskRoster(eventId);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: ROSTER_MESSAGES.eventNotFound, field: 'eventId' });
    }
  });
});
