// The staff's own language (POST /api/users/language/): set by whoever holds the account's session (a
// manager, a building admin, a manager's front-desk mode), answered by user-info, refused with a 400
// for anything but en, es or ar (and nothing changed), never another account's, never a kiosk's call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

describe(`the staff's own language on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  let mia: string;
  let otto: string;
  let desk: string;

  const tokenOf = (accountId: number, role: 'manager' | 'building_admin') => signAccessToken(h.t.app, { id: accountId, role, tokenVersion: 0 });
  const post = (token: string | null, url: string, payload?: unknown) =>
    h.t.app.inject({
      method: 'POST',
      url,
      headers: token === null ? {} : { authorization: `JWT ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setLanguage = (token: string | null, payload: unknown) => post(token, '/api/users/language/', payload);
  const languages = async () =>
    Object.fromEntries((await h.t.db.query<{ id: number; language: string }>('SELECT id, language FROM account ORDER BY id')).map((row) => [row.id, row.language]));

  beforeAll(async () => {
    h = await startEventsHarness();
    mia = tokenOf(h.world.accounts.mia, 'manager');
    otto = tokenOf(h.world.accounts.otto, 'manager');
    desk = tokenOf(h.world.accounts.desk, 'building_admin');
  });
  afterAll(() => h?.close());

  it('is English until chosen; a manager sets theirs and user-info answers it', async () => {
    expect((await post(mia, '/api/users/user-info/')).json()).toMatchObject({ id: h.world.accounts.mia, language: 'en' });
    const set = await setLanguage(mia, { language: 'es' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ language: 'es' });
    expect((await post(mia, '/api/users/user-info/')).json()).toMatchObject({ id: h.world.accounts.mia, language: 'es' });
    // Another manager's is their own.
    expect((await post(otto, '/api/users/user-info/')).json()).toMatchObject({ id: h.world.accounts.otto, language: 'en' });
    expect(await languages()).toMatchObject({ [h.world.accounts.mia]: 'es', [h.world.accounts.otto]: 'en' });
  });

  it('refuses anything but en, es or ar with a 400 naming the field, and changes nothing', async () => {
    const before = await languages();
    const cases: Array<[unknown, string]> = [
      [{ language: 'fr' }, 'language'],
      [{ language: 'ES' }, 'language'],
      [{ language: 'es-MX' }, 'language'],
      [{ language: '' }, 'language'],
      [{ language: null }, 'language'],
      [{ language: 1 }, 'language'],
      [{}, 'language'],
    ];
    for (const [payload, field] of cases) {
      const answer = await setLanguage(mia, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json(), JSON.stringify(payload)).toMatchObject({ statusCode: 400, field });
    }
    for (const payload of ['"es"', '[]', 'null']) {
      const answer = await h.t.app.inject({
        method: 'POST', url: '/api/users/language/', headers: { authorization: `JWT ${mia}`, 'content-type': 'application/json' }, payload,
      });
      expect(answer.statusCode, payload).toBe(400);
    }
    expect(await languages()).toEqual(before);
  });

  it('sets only the caller\'s own: naming another account is refused, and the other keeps theirs', async () => {
    const before = await languages();
    for (const payload of [{ language: 'ar', id: h.world.accounts.otto }, { language: 'ar', accountId: h.world.accounts.otto }, { language: 'ar', userId: h.world.accounts.otto }]) {
      const answer = await setLanguage(mia, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await languages()).toEqual(before);
    // Otto's own call changes Otto's, and nobody else's.
    expect((await setLanguage(otto, { language: 'ar' })).json()).toEqual({ language: 'ar' });
    expect(await languages()).toEqual({ ...before, [h.world.accounts.otto]: 'ar' });
  });

  it('a front-desk session sets its own account\'s (a building admin\'s; a manager\'s front-desk mode, the manager\'s); a kiosk may not', async () => {
    expect((await setLanguage(desk, { language: 'ar' })).json()).toEqual({ language: 'ar' });
    expect((await post(desk, '/api/users/user-info/')).json()).toMatchObject({ role: 'building_admin', language: 'ar' });

    const frontDesk = (await post(mia, '/api/building-manager/front-desk/', { buildingId: h.world.buildings.harbor })).json<{ token: string }>().token;
    expect((await setLanguage(frontDesk, { language: 'en' })).json()).toEqual({ language: 'en' });
    expect((await post(mia, '/api/users/user-info/')).json()).toMatchObject({ role: 'manager', language: 'en' });
    expect((await post(frontDesk, '/api/users/user-info/')).json()).toMatchObject({ role: 'building_admin', language: 'en' });

    const before = await languages();
    const kiosk = (await post(desk, '/api/building-manager/front-desk/kiosk/')).json<{ token: string }>().token;
    expect((await setLanguage(kiosk, { language: 'es' })).statusCode).toBe(403);
    // The kiosk shows its desk's language.
    expect((await post(kiosk, '/api/users/user-info/')).json()).toMatchObject({ email: '', language: 'ar' });
    expect((await setLanguage(null, { language: 'es' })).statusCode).toBe(401);
    expect(await languages()).toEqual(before);
  });
});
