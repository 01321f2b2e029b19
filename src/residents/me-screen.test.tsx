import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../config/web-storage.ts';
import { stubApi } from '../testing/fake-api.ts';
import { click, eventually, mount, type Mounted } from '../testing/render-for-test.tsx';
import { readAnswer } from './resident-cache.ts';
import { ResidentApp } from './resident-app.tsx';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

let app: Mounted | undefined;

async function open(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<ResidentApp />);
  return app.container;
}

async function close(): Promise<void> {
  await app?.unmount();
  app = undefined;
}

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;

const RESIDENT_TOKEN = `x.${btoa(JSON.stringify({ sub: '502', role: 'resident', ver: 0 }))}.y`;

const MY_EVENTS = {
  upcoming: [
    { id: 1, name: 'Yoga', buildingName: 'Harbor View', timeZone: 'UTC', venue: 'Rooftop', date: '2030-05-04', startTime: '18:00', endTime: '19:00', myStatus: 'going' },
    { id: 2, name: 'Spin', buildingName: 'Harbor View', timeZone: 'UTC', venue: 'Gym', date: '2030-05-05', startTime: '07:00', endTime: '08:00', myStatus: 'waitlisted', position: 2 },
  ],
  past: [
    { id: 3, name: 'Book club', buildingName: 'Harbor View', timeZone: 'UTC', venue: 'Library', date: '2020-01-04', startTime: '18:00', endTime: '19:00', attended: true, rated: false },
    { id: 4, name: 'Boxing', buildingName: 'Harbor View', timeZone: 'UTC', venue: 'Gym', date: '2020-01-05', startTime: '18:00', endTime: '19:00', attended: false, rated: false },
  ],
};

beforeEach(() => {
  writeStored('residentSession', { token: RESIDENT_TOKEN, sessionTime: Date.now() });
});

afterEach(async () => {
  await close();
  vi.unstubAllGlobals();
});

describe('my events (/r/me)', () => {
  it('shows my coming RSVPs with the waitlist position and my past events, attended or not', async () => {
    stubApi(({ path }) => (path === '/residents/my-events/' ? { status: 200, body: MY_EVENTS } : undefined));
    const root = await open('/r/me');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(4));
    const items = [...root.querySelectorAll('li')].map((item) => item.textContent ?? '');
    expect(items[0]).toContain(S.youreGoing);
    expect(items[1]).toContain(S.onWaitlist(2));
    expect(items[2]).toContain(S.attended);
    expect(items[3]).toContain(S.notAttended);
    expect(root.textContent).not.toContain(S.offlineSince('').slice(0, 20));
  });

  it('offline, shows my events as last loaded and says so', async () => {
    stubApi(({ path }) => (path === '/residents/my-events/' ? { status: 200, body: MY_EVENTS } : undefined));
    let root = await open('/r/me');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(4));
    await eventually(async () => expect(await readAnswer('502', 'my-events')).not.toBeNull());
    await close();

    vi.unstubAllGlobals();
    stubApi(() => 'network-error');
    root = await open('/r/me');
    await eventually(() => expect(root.querySelector('[role="status"]')?.textContent).toMatch(/^You're offline: showing your events as last loaded /));
    expect(root.querySelectorAll('li')).toHaveLength(4);
  });

  it("signs out: the token and this device's copy go", async () => {
    stubApi(({ path }) => (path === '/residents/my-events/' ? { status: 200, body: MY_EVENTS } : undefined));
    const root = await open('/r/me');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(4));
    await click(buttonNamed(root, S.signOut));
    await eventually(() => expect(window.location.pathname).toBe('/r'));
    expect(readStored('residentSession')).toBeNull();
    await eventually(async () => expect(await readAnswer('502', 'my-events')).toBeNull());
  });

  it('signs out everywhere with the session, then here', async () => {
    const sent = stubApi(({ path }) => {
      if (path === '/residents/my-events/') return { status: 200, body: MY_EVENTS };
      if (path === '/residents/sign-out-everywhere/') return { status: 204, body: null };
      return undefined;
    });
    const root = await open('/r/me');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(4));
    await click(buttonNamed(root, S.signOutEverywhere));
    await eventually(() => expect(window.location.pathname).toBe('/r'));
    expect(sent.find((request) => request.path === '/residents/sign-out-everywhere/')?.authorization).toBe(`JWT ${RESIDENT_TOKEN}`);
    expect(readStored('residentSession')).toBeNull();
  });
});
