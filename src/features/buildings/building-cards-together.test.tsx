// /building shows its cards together once every card's facts are in. Its own file: the app keeps the
// buildings list and each building's details in memory, and another test's copies would be at hand.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { signIn, signOut } from '../../state/session.ts';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { MANAGER_INFO, stubApi } from '../../testing/fake-api.ts';
import { eventually, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { BUILDINGS_STRINGS } from './buildings-strings.ts';

const building = (id: number, name: string) => ({
  id,
  name,
  dashboardAccess: true,
  buildingType: 'RESIDENTIAL',
  amenityMembership: false,
  blocks: [],
  companies: [],
});

let app: Mounted | undefined;

function api(buildings: ReturnType<typeof building>[]): void {
  stubApi((request) => {
    switch (request.path) {
      case '/users/user-info/':
        return { status: 200, body: MANAGER_INFO };
      case '/building-manager/buildings/':
        return { status: 200, body: buildings };
      case '/building-manager/building-details/': {
        const { id } = request.body as { id: number };
        return { status: 200, body: { ...buildings.find((item) => item.id === id), timeZone: 'America/New_York', venues: [], liason: null } };
      }
      default:
        return { status: 200, body: [] };
    }
  });
}

async function openBuildings(): Promise<HTMLElement> {
  window.history.replaceState(null, '', '/building');
  app = await mount(<App />);
  return app.container;
}

beforeEach(async () => {
  await signOut();
  signIn(fakeJwt(MANAGER_INFO.id));
});
afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/building', () => {
  it("shows the cards together once all their facts are in: a card's venues arriving late moved the cards below it", async () => {
    const pine = building(7, 'Pine House');
    const oak = building(8, 'Oak Yard');
    api([pine, oak]);
    // Oak Yard's details are held back until released.
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).includes('/building-details/') && typeof init.body === 'string' && (JSON.parse(init.body) as { id: number }).id === oak.id) await held;
      return answer(input, init);
    });
    const root = await openBuildings();
    const card = (name: string) => [...root.querySelectorAll('.building-card')].find((item) => item.querySelector('h2')?.textContent === name);
    await eventually(() => expect(card('Pine House')?.textContent).toContain('America/New_York'));
    // Pine House is complete, Oak Yard still loading: neither shows yet, the page says it is loading.
    expect(card('Pine House')?.closest('[hidden]')).not.toBeNull();
    expect(root.querySelector('.page > p[role="status"]')?.textContent).toBe(BUILDINGS_STRINGS.loading);
    await act(async () => release());
    await eventually(() => expect(card('Oak Yard')?.closest('[hidden]')).toBeNull());
    expect(card('Pine House')?.closest('[hidden]')).toBeNull();
    expect(card('Oak Yard')?.textContent).toContain('America/New_York');
    expect(root.querySelector('.buildings-grid')?.textContent).not.toContain(BUILDINGS_STRINGS.loading);
    expect(root.querySelector('.page > p[role="status"]')).toBeNull();
  });
});
