// A resident's pass (docs/design/residents.md, "Check-in by pass"): pass/ makes it on first asking
// and answers the same one after; renew-pass/ replaces it, and from then on only the new one's hash
// is on the door's resident index and the kiosk's roster, announced to the resident's buildings.
// Staff sessions are refused on these calls, and the pass itself never leaves the resident's own calls.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { signResidentToken } from '../../server/residents/resident-session.ts';
import { passHash, passOfText } from '../../src/contract/resident-pass.ts';
import { startEventsHarness, type EventsHarness } from './front-desk-events-fixtures.ts';

interface PassCard {
  pass: string;
  firstName: string;
  units: Array<{ buildingName: string; unit: string | null }>;
}

describe(`a resident's pass on ${process.env.TEST_DB}`, () => {
  let h: EventsHarness;
  /** An event of Harbor tomorrow that Ana and Ben are going to: the kiosk's roster lists them. */
  let harborEvent: number;

  beforeAll(async () => {
    h = await startEventsHarness();
    const [row] = await h.t.db.query<{ id: number }>(
      `INSERT INTO event (building_id, name, event_type, starts_at, ends_at, capacity)
       VALUES ($1, 'Pass class', 'fitness', now() + interval '1 day', now() + interval '1 day 1 hour', 10) RETURNING id`,
      [h.world.buildings.harbor],
    );
    harborEvent = row!.id;
    for (const userId of [h.world.residents.ana, h.world.residents.ben]) {
      const rsvp = await h.post('rsvp/', h.world.accounts.desk, { eventId: harborEvent, userId });
      expect(rsvp.statusCode, rsvp.body).toBe(200);
    }
  });
  afterAll(() => h?.close());

  const residentAuth = (id: number) => `JWT ${signResidentToken(h.t.app, { id, tokenVersion: 0 })}`;
  const call = (path: 'pass/' | 'renew-pass/', residentId: number, payload?: unknown): Promise<LightMyRequestResponse> =>
    h.t.app.inject({
      method: 'POST',
      url: `/api/residents/${path}`,
      headers: { authorization: residentAuth(residentId) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const cardOf = async (path: 'pass/' | 'renew-pass/', residentId: number): Promise<PassCard> => {
    const answer = await call(path, residentId, {});
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<PassCard>();
  };
  /** The hashes on the door's resident index the account reads, by resident id. */
  const indexHashes = async (accountId: number): Promise<Map<number, string | null>> => {
    const answer = await h.post('resident-index/', accountId, {});
    expect(answer.statusCode, answer.body).toBe(200);
    return new Map(answer.json<{ residents: Array<{ id: number; passHash: string | null }> }>().residents.map((r) => [r.id, r.passHash]));
  };
  const kioskHashes = async (eventId: number): Promise<Map<number, string | null>> => {
    const answer = await h.post('kiosk-roster/', h.world.accounts.desk, { eventId });
    expect(answer.statusCode, answer.body).toBe(200);
    return new Map(answer.json<{ residents: Array<{ userId: number; passHash: string | null }> }>().residents.map((r) => [r.userId, r.passHash]));
  };
  /** The 'resident' changes in the table of recent changes since `after` of them were there. */
  const residentNotices = async () => (await h.notices()).filter((notice) => notice.kind === 'resident');

  it('makes a pass on first asking, with the name and unit for the card, and answers the same one after', async () => {
    const { ana, ben } = h.world.residents;
    expect((await indexHashes(h.world.accounts.desk)).get(ana)).toBeNull();
    const before = (await residentNotices()).length;

    const first = await cardOf('pass/', ana);
    expect(passOfText(first.pass)).toBe(first.pass);
    expect(first.pass).toMatch(/^PASS-[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(first).toEqual({ pass: first.pass, firstName: 'Ana', units: [{ buildingName: 'Harbor Lofts', unit: '4B' }] });
    expect(await cardOf('pass/', ana)).toEqual(first);
    // No body at all is the same call.
    const bare = await call('pass/', ana);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json<PassCard>().pass).toBe(first.pass);

    // Made once, announced once: the tablets of Harbor learn its hash.
    expect((await residentNotices()).slice(before)).toEqual([{ kind: 'resident', buildingIds: [h.world.buildings.harbor] }]);
    expect((await indexHashes(h.world.accounts.desk)).get(ana)).toBe(await passHash(first.pass));

    // Another resident has another pass; no apartment or block: no unit.
    const bens = await cardOf('pass/', ben);
    expect(bens.pass).not.toBe(first.pass);
    expect(bens).toMatchObject({ firstName: 'Ben', units: [{ buildingName: 'Harbor Lofts', unit: null }] });
  });

  it('makes one pass when the first two asks come at once', async () => {
    const { dot } = h.world.residents;
    const answers = await Promise.all([cardOf('pass/', dot), cardOf('pass/', dot), cardOf('pass/', dot)]);
    expect(new Set(answers.map((answer) => answer.pass)).size).toBe(1);
    expect((await indexHashes(h.world.accounts.desk)).get(dot)).toBe(await passHash(answers[0]!.pass));
  });

  it('renews: a new pass, the old hash gone from the resident index and the kiosk roster, the new one there', async () => {
    const { ana, ben } = h.world.residents;
    const old = await cardOf('pass/', ana);
    const bens = await cardOf('pass/', ben);
    const oldHash = await passHash(old.pass);
    expect((await kioskHashes(harborEvent)).get(ana)).toBe(oldHash);
    const before = (await residentNotices()).length;

    const renewed = await cardOf('renew-pass/', ana);
    expect(passOfText(renewed.pass)).toBe(renewed.pass);
    expect(renewed.pass).not.toBe(old.pass);
    expect(renewed).toEqual({ ...old, pass: renewed.pass });
    // pass/ answers the new one from now on.
    expect((await cardOf('pass/', ana)).pass).toBe(renewed.pass);

    const newHash = await passHash(renewed.pass);
    const index = await indexHashes(h.world.accounts.desk);
    const kiosk = await kioskHashes(harborEvent);
    for (const hashes of [index, kiosk]) {
      expect(hashes.get(ana)).toBe(newHash);
      expect([...hashes.values()]).not.toContain(oldHash);
      // Ben's is untouched.
      expect(hashes.get(ben)).toBe(await passHash(bens.pass));
    }
    // Never the pass itself, to staff.
    for (const body of [JSON.stringify([...index]), JSON.stringify([...kiosk])]) expect(body).not.toContain(renewed.pass);

    expect((await residentNotices()).slice(before)).toEqual([{ kind: 'resident', buildingIds: [h.world.buildings.harbor] }]);
  });

  it("announces a renewal to every building of the resident, and no other", async () => {
    const { eve } = h.world.residents;
    await h.t.db.query('INSERT INTO membership (resident_id, building_id, apartment) VALUES ($1, $2, $3)', [eve, h.world.buildings.thames, '2']);
    const card = await cardOf('pass/', eve);
    expect(card.units).toEqual([
      { buildingName: 'Harbor Lofts', unit: null },
      { buildingName: 'Thames House', unit: '2' },
    ]);
    const before = (await residentNotices()).length;
    await cardOf('renew-pass/', eve);
    const notices = (await residentNotices()).slice(before);
    expect(notices).toHaveLength(1);
    expect([...(notices[0]!.buildingIds ?? [])].sort((a, b) => a - b)).toEqual([h.world.buildings.harbor, h.world.buildings.thames].sort((a, b) => a - b));
  });

  it("keeps a resident of one building out of another building's index", async () => {
    const { ana, omar } = h.world.residents;
    const omars = await cardOf('pass/', omar);
    const anas = await cardOf('pass/', ana);
    const harbor = await indexHashes(h.world.accounts.desk);
    const oak = await indexHashes(h.world.accounts.otto);
    expect(harbor.has(omar)).toBe(false);
    expect([...harbor.values()]).not.toContain(await passHash(omars.pass));
    expect(oak.get(omar)).toBe(await passHash(omars.pass));
    expect(oak.has(ana)).toBe(false);
    expect([...oak.values()]).not.toContain(await passHash(anas.pass));
    // Oak's renewal is announced to Oak only.
    const before = (await residentNotices()).length;
    await cardOf('renew-pass/', omar);
    expect((await residentNotices()).slice(before)).toEqual([{ kind: 'resident', buildingIds: [h.world.buildings.oak] }]);
  });

  it('refuses a body with a field, naming it', async () => {
    const { ana } = h.world.residents;
    const before = (await cardOf('pass/', ana)).pass;
    for (const path of ['pass/', 'renew-pass/'] as const) {
      const answer = await call(path, ana, { pass: 'PASS-0000000000000000000000000A' });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json(), path).toMatchObject({ message: 'Pass is not a field this request takes.', field: 'pass' });
      const list = await call(path, ana, []);
      expect(list.statusCode, path).toBe(400);
    }
    // Nothing was renewed by the refused calls.
    expect((await cardOf('pass/', ana)).pass).toBe(before);
  });

  it("refuses a staff session on pass/ and renew-pass/, and a resident's on the index and the kiosk roster (401)", async () => {
    const staff = `JWT ${signAccessToken(h.t.app, { id: h.world.accounts.desk, role: 'building_admin', tokenVersion: 0 })}`;
    for (const path of ['pass/', 'renew-pass/']) {
      const answer = await h.t.app.inject({ method: 'POST', url: `/api/residents/${path}`, headers: { authorization: staff }, payload: {} });
      expect(answer.statusCode, path).toBe(401);
      expect(answer.json()).toMatchObject({ message: AUTH_STRINGS.staffToken });
      const none = await h.t.app.inject({ method: 'POST', url: `/api/residents/${path}`, payload: {} });
      expect(none.statusCode, path).toBe(401);
    }
    for (const [path, payload] of [['resident-index/', {}], ['kiosk-roster/', { eventId: harborEvent }]] as const) {
      const answer = await h.t.app.inject({
        method: 'POST', url: `/api/building-manager/${path}`, headers: { authorization: residentAuth(h.world.residents.ana) }, payload,
      });
      expect(answer.statusCode, path).toBe(401);
      expect(answer.json()).toMatchObject({ message: AUTH_STRINGS.residentToken });
    }
  });
});
