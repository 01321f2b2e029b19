import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../config/web-storage.ts';
import { LATE_CANCEL_HOURS } from '../contract/limits.ts';
import { stubApi, type RecordedRequest } from '../testing/fake-api.ts';
import { click, eventually, mount, type Mounted } from '../testing/render-for-test.tsx';
import { ResidentApp } from './resident-app.tsx';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

let app: Mounted | undefined;

async function open(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<ResidentApp />);
  return app.container;
}

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].filter((button) => button.textContent === name);
const cardOf = (root: ParentNode, name: string) => [...root.querySelectorAll('li')].find((item) => item.querySelector('h3')?.textContent === name) ?? null;

/** A UTC date and time `hours` from now, as the calls write them. */
function utcIn(hours: number): { date: string; startTime: string; endTime: string } {
  const at = new Date(Date.now() + hours * 3_600_000);
  const iso = at.toISOString();
  const end = new Date(at.getTime() + 3_600_000).toISOString();
  return { date: iso.slice(0, 10), startTime: iso.slice(11, 16), endTime: end.slice(11, 16) };
}

function event(id: number, name: string, hours: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name,
    buildingId: 1,
    buildingName: 'Harbor View',
    timeZone: 'UTC',
    venue: 'Rooftop',
    ...utcIn(hours),
    capacity: 10,
    placesLeft: 4,
    waitlisted: 0,
    myStatus: null,
    ...fields,
  };
}

const RESIDENT_TOKEN = `x.${btoa(JSON.stringify({ sub: '501', role: 'resident', ver: 0 }))}.y`;

/**
 * The events are placed hours from now and grouped by their day: at 22:46 UTC, 48 h and 50 h from now
 * fell on two days. The clock is fixed (only Date: the screen's own timers run).
 */
const NOW = new Date('2026-11-23T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  writeStored('residentSession', { token: RESIDENT_TOKEN, sessionTime: Date.now() });
  writeStored('session', null);
});

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('residents events (/r/events)', () => {
  it('lists the coming events by day, each with its places and its one button, and RSVPs with the session', async () => {
    let events = [
      event(1, 'Yoga', 48),
      event(2, 'Book club', 50, { placesLeft: 0, waitlisted: 2 }),
      event(3, 'Wine tasting', 120, { myStatus: 'going' }),
      event(4, 'Spin', 122, { myStatus: { status: 'waitlisted', position: 3 }, placesLeft: 0 }),
    ];
    const sent = stubApi(({ path, body }) => {
      if (path === '/residents/events/') return { status: 200, body: { events } };
      if (path === '/residents/rsvp/') {
        events = events.map((item) => (item.id === (body as { eventId: number }).eventId ? { ...item, myStatus: 'going', placesLeft: 3 } : item));
        return { status: 200, body: { status: 'going', position: null } };
      }
      return undefined;
    });
    const root = await open('/r/events');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(4));
    // Two days: the headings are the days, in order.
    expect(root.querySelectorAll('h2')).toHaveLength(2);
    expect(cardOf(root, 'Yoga')?.textContent).toContain(S.placesLeft(4));
    expect(cardOf(root, 'Book club')?.textContent).toContain(S.full);
    expect(buttonNamed(cardOf(root, 'Book club')!, S.joinWaitlist)).toHaveLength(1);
    expect(cardOf(root, 'Wine tasting')?.textContent).toContain(S.youreGoing);
    expect(buttonNamed(cardOf(root, 'Wine tasting')!, S.cancelPlace)).toHaveLength(1);
    expect(cardOf(root, 'Spin')?.textContent).toContain(S.onWaitlist(3));
    expect(buttonNamed(cardOf(root, 'Spin')!, S.leaveWaitlist)).toHaveLength(1);
    // One zone: no zone beside the times.
    expect(root.textContent).not.toContain('time)');

    await click(buttonNamed(cardOf(root, 'Yoga')!, S.join)[0]);
    await eventually(() => expect(root.querySelector('[role="status"]')?.textContent).toBe(S.joined('Yoga')));
    await eventually(() => expect(cardOf(root, 'Yoga')?.textContent).toContain(S.youreGoing));
    const rsvp = sent.find((request: RecordedRequest) => request.path === '/residents/rsvp/');
    expect(rsvp?.body).toEqual({ eventId: 1 });
    expect(rsvp?.authorization).toBe(`JWT ${RESIDENT_TOKEN}`);
  });

  it('asks before cancelling, and says it is a late cancel less than 12 hours before the start', async () => {
    const events = [event(1, 'Pilates', 3, { myStatus: 'going' }), event(2, 'Boxing', 72, { myStatus: 'going' })];
    const sent = stubApi(({ path }) => {
      if (path === '/residents/events/') return { status: 200, body: { events } };
      if (path === '/residents/cancel-rsvp/') return { status: 200, body: { status: 'cancelled', lateCancel: true } };
      return undefined;
    });
    const root = await open('/r/events');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(2));

    await click(buttonNamed(cardOf(root, 'Boxing')!, S.cancelPlace)[0]);
    const dialog = () => root.querySelector('[role="alertdialog"]');
    expect(dialog()?.textContent).toContain(S.cancelTitle('Boxing'));
    expect(dialog()?.textContent).not.toContain(S.lateCancel(LATE_CANCEL_HOURS));
    await click(buttonNamed(dialog()!, S.keepPlace)[0]);
    expect(dialog()).toBeNull();
    expect(sent.some((request) => request.path === '/residents/cancel-rsvp/')).toBe(false);

    await click(buttonNamed(cardOf(root, 'Pilates')!, S.cancelPlace)[0]);
    expect(dialog()?.textContent).toContain(S.lateCancel(LATE_CANCEL_HOURS));
    await click(buttonNamed(dialog()!, S.cancelPlace)[0]);
    await eventually(() => expect(root.querySelector('[role="status"]')?.textContent).toBe(S.cancelled('Pilates')));
    expect(sent.find((request) => request.path === '/residents/cancel-rsvp/')?.body).toEqual({ eventId: 1 });
  });

  it('asks again on a change on the live stream, with the session in the header, and says the list changed', async () => {
    let promoted = false;
    const sent = stubApi(({ path }) =>
      path === '/residents/events/'
        ? { status: 200, body: { events: [event(1, 'Spin', 48, { placesLeft: 0, myStatus: promoted ? 'going' : { status: 'waitlisted', position: 1 } })] } }
        : undefined,
    );
    const answer = globalThis.fetch;
    const streams: Array<string | null> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).includes('/residents/changes')) return answer(input, init);
      streams.push(new Headers(init.headers).get('Authorization'));
      // One change, then the stream ends (it is opened again after a pause).
      return new Response('event: change\ndata: {"kind":"roster"}\n\n', { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    const root = await open('/r/events');
    await eventually(() => expect(cardOf(root, 'Spin')?.textContent).toContain(S.onWaitlist(1)));
    promoted = true;
    await eventually(() => expect(cardOf(root, 'Spin')?.textContent).toContain(S.youreGoing));
    await eventually(() => expect(root.querySelector('[role="status"]')?.textContent).toBe(S.eventsChanged));
    expect(streams[0]).toBe(`JWT ${RESIDENT_TOKEN}`);
    expect(sent.filter((request) => request.path === '/residents/events/').length).toBeGreaterThan(1);
  });

  it('says the zone beside each time when my buildings are in several zones', async () => {
    stubApi(({ path }) =>
      path === '/residents/events/'
        ? { status: 200, body: { events: [event(1, 'Yoga', 48, { timeZone: 'America/New_York' }), event(2, 'Spin', 50, { timeZone: 'Europe/London' })] } }
        : undefined,
    );
    const root = await open('/r/events');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(2));
    expect(cardOf(root, 'Yoga')?.textContent).toContain('New York time');
    expect(cardOf(root, 'Spin')?.textContent).toContain('London time');
  });

  it("previews a building for its manager with the staff session, buttons disabled, without a resident's session", async () => {
    writeStored('residentSession', null);
    writeStored('session', { token: 'staff.token.abc', sessionTime: Date.now() });
    const sent = stubApi(({ path }) =>
      path === '/building-manager/resident-preview/'
        ? { status: 200, body: { buildingId: 7, buildingName: 'Harbor View', events: [event(1, 'Yoga', 48)] } }
        : undefined,
    );
    const root = await open('/r/events?preview=7');
    await eventually(() => expect(root.textContent).toContain(S.previewBanner('Harbor View')));
    const join = buttonNamed(cardOf(root, 'Yoga')!, S.join)[0];
    expect(join?.disabled).toBe(true);
    const preview = sent.find((request) => request.path === '/building-manager/resident-preview/');
    expect(preview?.body).toEqual({ buildingId: 7 });
    expect(preview?.authorization).toBe('JWT staff.token.abc');
    expect(sent.some((request) => request.path.startsWith('/residents/') && request.method === 'POST')).toBe(false);
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    writeStored('residentSession', null);
    stubApi(() => undefined);
    await open('/r/events');
    await eventually(() => expect(window.location.pathname).toBe('/r'));
  });
});
