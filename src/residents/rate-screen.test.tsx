import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../config/web-storage.ts';
import { stubApi, type RecordedRequest } from '../testing/fake-api.ts';
import { click, eventually, mount, settle, type Mounted } from '../testing/render-for-test.tsx';
import { ResidentApp } from './resident-app.tsx';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

let app: Mounted | undefined;

async function open(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<ResidentApp />);
  return app.container;
}

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;
const radios = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const radioLabelled = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('label')].find((element) => element.textContent?.includes(label))?.querySelector('input') ?? null;

async function typeComment(root: ParentNode, value: string): Promise<void> {
  const box = root.querySelector('textarea');
  if (!box) throw new Error('no comment box');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const SAVED = { rating: { eventId: 7, eventName: 'Sunset Yoga', stars: 3, comment: 'Nice', ratedAt: '2030-01-01T00:00:00.000Z', changeableUntil: '2030-01-07T19:00:00.000Z' } };

describe('the rating page (/r/rate)', () => {
  it("opens with the link's stars chosen and sends nothing until its button is pressed", async () => {
    const sent: RecordedRequest[] = stubApi(({ path }) => (path === '/residents/rate-link/' ? { status: 200, body: SAVED } : undefined));
    const root = await open('/r/rate?token=12.abc&stars=4');
    await settle();
    expect(root.querySelector('fieldset legend')?.textContent).toBe(S.starsLegend);
    expect(radios(root)).toHaveLength(5);
    expect(radios(root).filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(['4']);
    expect(radioLabelled(root, S.starLabel(4))?.checked).toBe(true);
    expect(sent).toEqual([]);
    // Changing the stars and writing a comment still sends nothing.
    await click(radioLabelled(root, S.starLabel(3)));
    await typeComment(root, 'Nice');
    expect(sent).toEqual([]);
    await click(buttonNamed(root, S.sendRating));
    await eventually(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/residents/rate-link/', body: { token: '12.abc', stars: 3, comment: 'Nice' }, authorization: null });
    await eventually(() => expect(root.textContent).toContain(S.ratingSaved('Sunset Yoga', '').slice(0, 30)));
  });

  it('without stars in the address asks for them before sending; shows the server\'s sentence when refused', async () => {
    const sent = stubApi(({ path }) =>
      path === '/residents/rate-link/' ? { status: 422, body: { statusCode: 422, msg: 'Ratings for this event closed 7 days after it ended.' } } : undefined,
    );
    const root = await open('/r/rate?token=12.abc&stars=9');
    await settle();
    expect(radios(root).some((radio) => radio.checked)).toBe(false);
    await click(buttonNamed(root, S.sendRating));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(S.starsMissing);
    expect(sent).toEqual([]);
    await click(radioLabelled(root, S.starLabel(5)));
    await click(buttonNamed(root, S.sendRating));
    await eventually(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('closed 7 days'));
  });

  it('without a token says where to rate instead', async () => {
    stubApi(() => undefined);
    const root = await open('/r/rate');
    await settle();
    expect(root.textContent).toContain(S.rateLinkMissing);
    expect(buttonNamed(root, S.sendRating)).toBeNull();
  });
});

describe('Rate on /r/me', () => {
  const TOKEN = `x.${btoa(JSON.stringify({ sub: '502', role: 'resident', ver: 0 }))}.y`;
  beforeEach(() => {
    writeStored('residentSession', { token: TOKEN, sessionTime: Date.now() });
  });

  it('offers Rate on a recent event I came to, not on one I missed or one too old, and rates it with the session', async () => {
    const today = new Date();
    const yesterday = new Date(today.getTime() - 24 * 3600_000).toISOString().slice(0, 10);
    const event = (id: number, date: string, attended: boolean) => ({
      id, name: `Event ${id}`, buildingName: 'Harbor', timeZone: 'UTC', venue: null, date, startTime: '10:00', endTime: '11:00', attended, rated: false,
    });
    const sent = stubApi(({ path }) => {
      if (path === '/residents/my-events/') return { status: 200, body: { upcoming: [], past: [event(1, yesterday, true), event(2, yesterday, false), event(3, '2020-01-01', true)] } };
      if (path === '/residents/rate/') return { status: 200, body: { rating: { ...SAVED.rating, eventId: 1, eventName: 'Event 1' } } };
      return undefined;
    });
    const root = await open('/r/me');
    await eventually(() => expect(root.querySelectorAll('li')).toHaveLength(3));
    const items = [...root.querySelectorAll('li')];
    expect(buttonNamed(items[0]!, S.rate)).not.toBeNull();
    expect(buttonNamed(items[1]!, S.rate)).toBeNull();
    expect(buttonNamed(items[2]!, S.rate)).toBeNull();
    await click(buttonNamed(items[0]!, S.rate));
    await click(radioLabelled(items[0]!, S.starLabel(5)));
    await click(buttonNamed(items[0]!, S.sendRating));
    await eventually(() => expect(sent.filter((request) => request.path === '/residents/rate/')).toHaveLength(1));
    const request = sent.find((r) => r.path === '/residents/rate/')!;
    expect(request.body).toEqual({ eventId: 1, stars: 5, comment: '' });
    expect(request.authorization).toContain(TOKEN);
    await eventually(() => expect(items[0]!.textContent).toContain(S.rated));
  });
});
