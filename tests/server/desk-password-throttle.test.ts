// Staff passwords typed at the front desk's tablet (the kiosk's staff exit, Leave front-desk mode)
// are slowed per session, apart from sign-in: whoever stands at the kiosk may guess wrong as often as
// they like, and staff still get in with the right password within one wait, at the tablet and at
// sign-in from the same address (which is the tablet's, or the building's shared one). The waits
// are shortened here (config.deskPasswordDelays) so the file does not sleep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLogin } from '../../server/auth/login-throttle.ts';
import { RATE_LIMITS } from '../../server/http/limits.ts';
import { FRONT_DESK_MESSAGES } from '../../server/routes/front-desk-mode/front-desk-strings.ts';
import { authHeader, createBuilding, createBuildingAdmin, createManager, createTestApp, login, type TestApp } from '../support/test-app.ts';

const BM = '/api/building-manager';
const MARIA = { email: 'maria@example.com', password: 'maria-password-1' };
const DESK = { email: 'desk@example.com', password: 'desk-password-1' };
/** More than sign-in refuses from one address for one e-mail (10) and for any (50). */
const WRONG_GUESSES = 50;

async function setUp(deskPasswordDelays: { freeFailures: number; firstDelayMs: number; maxDelayMs: number }) {
  const t = await createTestApp({ config: { deskPasswordDelays } });
  const harbor = await createBuilding(t.db, { name: 'Harbor' });
  await createManager(t.db, { ...MARIA, buildingIds: [harbor] });
  await createBuildingAdmin(t.db, { ...DESK, buildingId: harbor });
  const post = (token: string, path: string, payload: object = {}) => t.app.inject({ method: 'POST', url: path, headers: authHeader(token), payload });
  const startFrontDesk = async () => {
    const managerToken = await login(t.app, MARIA.email, MARIA.password);
    return ((await post(managerToken, `${BM}/front-desk/`, { buildingId: harbor })).json() as { token: string }).token;
  };
  /** The self check-in kiosk's session (its staff exit is counted on it), started from `desk`. */
  const startKiosk = async (desk: string) => ((await post(desk, `${BM}/front-desk/kiosk/`)).json() as { token: string }).token;
  return { t, post, startFrontDesk, startKiosk };
}

/** What sign-in would do next from the tablet's address: neither refused nor slowed. */
async function signInVerdict(t: TestApp, email: string) {
  return checkLogin(t.db, email, '127.0.0.1', { maxPerEmail: RATE_LIMITS.loginFailures.perEmail, maxPerIp: RATE_LIMITS.loginFailures.perIp });
}

describe(`staff passwords at the front desk's tablet on ${process.env.TEST_DB}`, () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ freeFailures: 3, firstDelayMs: 1, maxDelayMs: 4 });
  });
  afterAll(() => s?.t.close());

  const guessWrong = async (token: string, path: string) => {
    for (let guess = 0; guess < WRONG_GUESSES; guess += 1) {
      const wrong = await s.post(token, path, { password: `guess-${guess}` });
      expect(wrong.statusCode, `guess ${guess}`).toBe(403);
      expect(wrong.json()).toMatchObject({ msg: FRONT_DESK_MESSAGES.wrongPassword, field: 'password' });
    }
  };

  it("50 wrong kiosk exits: the right one still gets out, and the account signs in from the same address at once", async () => {
    const desk = await s.startFrontDesk();
    const kiosk = await s.startKiosk(desk);
    await guessWrong(kiosk, `${BM}/front-desk/check-password/`);
    // Counted on the kiosk's session: the desk's own session is not held up by them.
    expect((await s.post(desk, `${BM}/front-desk/check-password/`, { password: MARIA.password })).statusCode).toBe(200);
    const right = await s.post(kiosk, `${BM}/front-desk/check-password/`, { password: MARIA.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ checked: true, token: expect.any(String) });
    expect(await signInVerdict(s.t, MARIA.email)).toEqual({ delayMs: 0 });
    expect((await s.t.app.inject({ method: 'POST', url: '/api/users/login', payload: MARIA })).statusCode).toBe(200);
  });

  it('50 wrong tries at Leave front-desk mode: the right one still leaves, and the account signs in at once', async () => {
    const desk = await s.startFrontDesk();
    await guessWrong(desk, `${BM}/front-desk/leave/`);
    expect(await signInVerdict(s.t, MARIA.email)).toEqual({ delayMs: 0 });
    expect((await s.t.app.inject({ method: 'POST', url: '/api/users/login', payload: MARIA })).statusCode).toBe(200);
    const right = await s.post(desk, `${BM}/front-desk/leave/`, { password: MARIA.password });
    expect(right.statusCode).toBe(200);
    expect((right.json() as { token: unknown }).token).toEqual(expect.any(String));
  });

  it("the same for a building admin's own account", async () => {
    const desk = await login(s.t.app, DESK.email, DESK.password);
    await guessWrong(await s.startKiosk(desk), `${BM}/front-desk/check-password/`);
    await guessWrong(desk, `${BM}/front-desk/leave/`);
    expect(await signInVerdict(s.t, DESK.email)).toEqual({ delayMs: 0 });
    expect((await s.t.app.inject({ method: 'POST', url: '/api/users/login', payload: DESK })).statusCode).toBe(200);
    expect((await s.post(desk, `${BM}/front-desk/leave/`, { password: DESK.password })).json()).toEqual({ token: null });
  });
});

describe(`guesses sent side by side at the front desk on ${process.env.TEST_DB}`, () => {
  // One free attempt, then 3 s between turns: a second guess sent beside one already waiting its turn
  // would wait past the longest wait, so it is refused (and not counted).
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ freeFailures: 1, firstDelayMs: 3_000, maxDelayMs: 3_000 });
  });
  afterAll(() => s?.t.close());

  it('queue one turn apart: one beyond the longest wait is 429, and another session is not held up', async () => {
    const kiosk = await s.startKiosk(await s.startFrontDesk());
    // Another tablet's kiosk (a building admin's own; the manager's second kiosk in the same second
    // would carry the very same token).
    const otherTablet = await s.startKiosk(await login(s.t.app, DESK.email, DESK.password));
    const path = `${BM}/front-desk/check-password/`;
    expect((await s.post(kiosk, path, { password: 'first-guess' })).statusCode).toBe(403);
    const sideBySide = Promise.all([s.post(kiosk, path, { password: 'second-guess' }), s.post(kiosk, path, { password: 'third-guess' })]);
    // The other tablet's session has its own turns: its first attempt goes at once, right.
    expect((await s.post(otherTablet, path, { password: DESK.password })).statusCode).toBe(200);
    const answers = await sideBySide;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([403, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Typed one at a time, the right password waits its turn and gets in.
    expect((await s.post(kiosk, path, { password: MARIA.password })).statusCode).toBe(200);
  });
});
