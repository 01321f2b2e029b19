// The chosen user's Profile and Calendar tabs: /user-details/, /user-events/, the existing
// /user-event-details/ with userId (the calendar popup) and /amenity-membership/{userId}/, on the
// hand-built fixture (users-fixtures.ts names who is where; events in tests/fixtures/dashboard-dataset.json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { USERS_STRINGS } from '../../server/users/users-strings.ts';
import { membership, startUsersWorld, type UsersWorld } from './users-fixtures.ts';

describe(`user profile and calendar on ${process.env.TEST_DB}`, () => {
  let w: UsersWorld;

  beforeAll(async () => {
    w = await startUsersWorld();
  });
  afterAll(() => w.t.close());

  const user = (key: string) => w.ids.user[key]!;
  const event = (key: string) => w.ids.event[key]!;
  const unit = (key: string) => w.ids.unit[key]!;

  describe('/user-details/', () => {
    it("answers the profile, the apartment and unit of the user's building", async () => {
      const response = await w.post('ana', '/user-details/', { userId: user('r1') });
      expect(response.statusCode).toBe(200);
      const harbor = membership(w.ids.building.b1, 'Harbor Lofts', {
        amenityMembership: true,
        apartment: '4B',
        unit: { id: unit('u1'), name: 'Tower A' },
      });
      expect(response.json()).toEqual({
        id: user('r1'),
        firstName: 'Lee',
        lastName: 'Chan',
        email: 'lee@example.com',
        cellPhone: null,
        displayPicture: null,
        joiningDate: '2025-03-14',
        amenityMember: false,
        apartment: '4B',
        unit: [{ id: unit('u1'), name: 'Tower A', buildingId: w.ids.building.b1 }],
        buildings: [harbor],
        associatedBuilding: harbor,
        signedInAt: null,
      });
    });

    it("shows a user of several buildings with the caller's buildings only; buildingId picks the associated one", async () => {
      const names = (body: { buildings: { buildingName: string }[]; associatedBuilding: { buildingName: string } }) => [
        body.associatedBuilding.buildingName,
        body.buildings.map((b) => b.buildingName),
      ];
      const dana = { userId: user('r8') };
      expect(names((await w.post('ana', '/user-details/', dana)).json())).toEqual(['Harbor Lofts', ['Harbor Lofts', 'Sakura Offices']]);
      expect(names((await w.post('ana', '/user-details/', { ...dana, buildingId: w.ids.building.b2 })).json())).toEqual([
        'Sakura Offices',
        ['Sakura Offices', 'Harbor Lofts'],
      ]);
      expect(names((await w.post('ben', '/user-details/', dana)).json())).toEqual(['Sakura Offices', ['Sakura Offices']]);
      expect(names((await w.post('desk', '/user-details/', dana)).json())).toEqual(['Harbor Lofts', ['Harbor Lofts']]);
    });

    it("answers 404 for another manager's user, one not of the filtered building, or an unknown id", async () => {
      for (const [who, payload] of [
        ['ben', { userId: user('r1') }],
        ['desk', { userId: user('r6') }],
        ['ana', { userId: user('r1'), buildingId: w.ids.building.b2 }],
        ['ana', { userId: 999_999 }],
      ] as const) {
        const response = await w.post(who, '/user-details/', payload);
        expect(response.statusCode, `${who} ${JSON.stringify(payload)}`).toBe(404);
        expect(response.json()).toMatchObject({ detail: USERS_STRINGS.userNotFound, field: 'userId' });
      }
    });

    it('refuses a building that is not the caller\'s, and a bad request, naming the field', async () => {
      const forbidden = await w.post('desk', '/user-details/', { userId: user('r8'), buildingId: w.ids.building.b2 });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ detail: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
      for (const [payload, field] of [
        [{}, 'userId'],
        [{ userId: 0 }, 'userId'],
        [{ userId: '1' }, 'userId'],
        [{ userId: 2 ** 31 }, 'userId'],
        [{ userId: 1, extra: true }, 'extra'],
      ] as const) {
        const response = await w.post('ana', '/user-details/', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().field).toBe(field);
      }
      const anonymous = await w.t.app.inject({ method: 'POST', url: '/api/building-manager/user-details/', payload: { userId: 1 } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('/user-events/', () => {
    const thanksgiving = () => ({
      id: w.ids.holiday.Thanksgiving, name: 'Thanksgiving', date: '2026-11-26', image: 'https://img.example/turkey.png',
      description: 'Office closed', isHoliday: true,
    });
    const foundersDay = () => ({
      id: w.ids.holiday['Founders Day'], name: 'Founders Day', date: '2026-10-20', image: null, description: '', isHoliday: true,
    });
    const sportsDay = () => ({
      id: w.ids.holiday['Sports Day'], name: 'Sports Day', date: '2026-10-12', image: null, description: 'Building closed',
      isHoliday: true,
    });
    const harborEvent = (key: string, name: string, date: string, time: string, endTime: string, rsvps: number, image: string | null = null) => ({
      id: event(key), name, date, time, endTime, rsvps, image, isHoliday: false, buildingId: w.ids.building.b1, buildingName: 'Harbor Lofts',
      timeZone: 'America/New_York',
    });

    it("lists the user's RSVPed events (cancelled event left out) and the holidays of the user's buildings, by local date", async () => {
      const response = await w.post('ana', '/user-events/', { userId: user('r1') });
      expect(response.statusCode).toBe(200);
      // Lee RSVPed e1, e2, e3, e5 (cancelled event), e7, e14, e15, e16. Book Club starts 23:30 in New
      // York on Oct 14 (already Oct 15 in UTC) and stays on the 14th, after HIIT at 07:00. rsvps are
      // the events' RSVPs that are not cancelled (Book Club: Tom's cancelled one is not counted).
      expect(response.json()).toEqual([
        harborEvent('e15', 'Chess Night', '2026-08-29', '21:00', '22:00', 1),
        harborEvent('e16', 'Chess Night', '2026-08-30', '19:00', '20:00', 2),
        harborEvent('e1', 'Sunset Yoga', '2026-10-05', '18:00', '19:00', 3, 'https://img.example/yoga.jpg'),
        harborEvent('e3', 'HIIT', '2026-10-14', '07:00', '08:00', 3),
        harborEvent('e2', 'Book Club', '2026-10-14', '23:30', '00:30', 3),
        foundersDay(),
        harborEvent('e7', 'Halloween Party', '2026-10-31', '21:00', '23:30', 2),
        thanksgiving(),
        harborEvent('e14', 'Spring Gala', '2099-04-01', '19:00', '22:00', 1),
      ]);
    });

    it("leaves out events of a cancelled RSVP, and other managers' buildings", async () => {
      // Tom's only RSVP (Book Club) is cancelled: his calendar holds Harbor's holidays only.
      expect((await w.post('ana', '/user-events/', { userId: user('r5') })).json()).toEqual([foundersDay(), thanksgiving()]);
      // Dana for Ana: Halloween (Harbor) and the holidays of both buildings.
      expect((await w.post('ana', '/user-events/', { userId: user('r8') })).json()).toEqual([
        sportsDay(),
        foundersDay(),
        harborEvent('e7', 'Halloween Party', '2026-10-31', '21:00', '23:30', 2),
        thanksgiving(),
      ]);
      // For Ben (Sakura only) Harbor's Halloween and Founders Day are not his to see.
      expect((await w.post('ben', '/user-events/', { userId: user('r8') })).json()).toEqual([sportsDay(), thanksgiving()]);
      // Nor for Ana when she filters to Sakura.
      expect((await w.post('ana', '/user-events/', { userId: user('r8'), buildingId: w.ids.building.b2 })).json()).toEqual([
        sportsDay(),
        thanksgiving(),
      ]);
      // The front desk (Harbor) sees Harbor's part.
      expect((await w.post('desk', '/user-events/', { userId: user('r8') })).json()).toEqual([
        foundersDay(),
        harborEvent('e7', 'Halloween Party', '2026-10-31', '21:00', '23:30', 2),
        thanksgiving(),
      ]);
    });

    it("refuses another manager's user (404) and a building not the caller's (403)", async () => {
      for (const [who, payload] of [
        ['ben', { userId: user('r1') }],
        ['desk', { userId: user('r7') }],
        ['ana', { userId: 999_999 }],
      ] as const) {
        const response = await w.post(who, '/user-events/', payload);
        expect(response.statusCode, `${who} ${JSON.stringify(payload)}`).toBe(404);
        expect(response.json()).toMatchObject({ detail: USERS_STRINGS.userNotFound, field: 'userId' });
      }
      expect((await w.post('desk', '/user-events/', { userId: user('r8'), buildingId: w.ids.building.b2 })).statusCode).toBe(403);
      expect((await w.post('ana', '/user-events/', { userId: -3 })).json().field).toBe('userId');
    });
  });

  describe('/user-event-details/ with userId (the calendar popup)', () => {
    const names = (body: { name: string }[]) => body.map((entry) => entry.name);

    it("shows only the user's RSVPed events of the day, in the caller's buildings", async () => {
      // Oct 14 in Harbor: HIIT (Raj RSVPed) and Book Club (he did not).
      const raj = await w.post('ana', '/user-event-details/', { date: '2026-10-14', userId: user('r3') });
      expect(raj.statusCode).toBe(200);
      expect(names(raj.json())).toEqual(['HIIT']);
      expect(names((await w.post('ana', '/user-event-details/', { date: '2026-10-14', userId: user('r1') })).json())).toEqual([
        'HIIT',
        'Book Club',
      ]);
      // Without userId the whole day.
      expect(names((await w.post('ana', '/user-event-details/', { date: '2026-10-14', buildingId: w.ids.building.b1 })).json())).toEqual([
        'HIIT',
        'Book Club',
      ]);
      // A deep link names the event only.
      expect(names((await w.post('ana', '/user-event-details/', { eventId: event('e3'), userId: user('r3') })).json())).toEqual(['HIIT']);
      // Halloween is Harbor's: the front desk sees it for Dana, Ben does not.
      expect(names((await w.post('desk', '/user-event-details/', { date: '2026-10-31', userId: user('r8') })).json())).toEqual([
        'Halloween Party',
      ]);
      expect((await w.post('ben', '/user-event-details/', { date: '2026-10-31', userId: user('r8') })).json()).toEqual([]);
    });

    it("refuses another manager's user and the building admin's other building", async () => {
      const other = await w.post('ben', '/user-event-details/', { date: '2026-10-14', userId: user('r1') });
      expect(other.statusCode).toBe(404);
      expect((await w.post('desk', '/user-event-details/', { date: '2026-10-05', userId: user('r6') })).statusCode).toBe(404);
      const building = await w.post('desk', '/user-event-details/', {
        date: '2026-10-05',
        userId: user('r8'),
        buildingId: w.ids.building.b2,
      });
      expect(building.statusCode).toBe(403);
    });
  });

  describe('/amenity-membership/{userId}/', () => {
    const save = (who: 'ana' | 'ben' | 'desk', userId: number | string, payload: object) =>
      w.post(who, `/amenity-membership/${userId}/`, payload);
    const memberIn = async (userId: number, buildingId: number) => {
      const [row] = await w.t.db.query<{ amenity_member: boolean }>(
        'SELECT amenity_member FROM membership WHERE resident_id = $1 AND building_id = $2',
        [userId, buildingId],
      );
      return row?.amenity_member;
    };

    it("sets and clears the membership in the user's building that offers it", async () => {
      const lee = user('r1');
      const on = await save('ana', lee, { amenityMember: 1, userId: lee });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ msg: 'Success', userId: lee, buildingId: w.ids.building.b1, amenityMember: true });
      expect((await w.post('ana', '/user-details/', { userId: lee })).json()).toMatchObject({ amenityMember: true });
      const off = await save('ana', lee, { amenityMember: 0 });
      expect(off.json()).toMatchObject({ amenityMember: false });
      expect(await memberIn(lee, w.ids.building.b1)).toBe(false);
    });

    it('needs the building named for a user of several, and refuses one without amenity membership', async () => {
      const dana = user('r8');
      const unnamed = await save('ana', dana, { amenityMember: 1 });
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json()).toMatchObject({ detail: USERS_STRINGS.chooseBuilding, field: 'buildingId' });
      const sakura = await save('ana', dana, { amenityMember: 1, buildingId: w.ids.building.b2 });
      expect(sakura.statusCode).toBe(422);
      expect(sakura.json()).toMatchObject({ detail: USERS_STRINGS.noAmenityMembership, field: 'buildingId' });
      expect(await memberIn(dana, w.ids.building.b2)).toBe(false);
      expect((await save('ana', dana, { amenityMember: 1, buildingId: w.ids.building.b1 })).statusCode).toBe(200);
      expect(await memberIn(dana, w.ids.building.b1)).toBe(true);
      // Ben's only building has no amenity membership.
      expect((await save('ben', user('r6'), { amenityMember: 1 })).statusCode).toBe(422);
    });

    it('keeps a building admin to its building and refuses other managers\' users', async () => {
      // The front desk sees Dana's Harbor membership only, so no building needs naming.
      const desk = await save('desk', user('r8'), { amenityMember: false });
      expect(desk.statusCode).toBe(200);
      expect(desk.json()).toMatchObject({ buildingId: w.ids.building.b1, amenityMember: false });
      expect((await save('desk', user('r8'), { amenityMember: 1, buildingId: w.ids.building.b2 })).statusCode).toBe(403);
      const aiko = await save('desk', user('r6'), { amenityMember: 1 });
      expect(aiko.statusCode).toBe(404);
      expect(aiko.json()).toMatchObject({ detail: USERS_STRINGS.userNotFound, field: 'userId' });
      expect((await save('ben', user('r1'), { amenityMember: 1 })).statusCode).toBe(404);
      expect(await memberIn(user('r1'), w.ids.building.b1)).toBe(false);
    });

    it('names the field of a bad request', async () => {
      const lee = user('r1');
      for (const [path, payload, field] of [
        [lee, { amenityMember: 2 }, 'amenityMember'],
        [lee, { amenityMember: '1' }, 'amenityMember'],
        [lee, {}, 'amenityMember'],
        [lee, { amenityMember: 1, userId: user('r2') }, 'userId'],
        ['abc', { amenityMember: 1 }, 'userId'],
        [0, { amenityMember: 1 }, 'userId'],
      ] as const) {
        const response = await save('ana', path, payload);
        expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json().field, `${path} ${JSON.stringify(payload)}`).toBe(field);
      }
    });
  });
});
