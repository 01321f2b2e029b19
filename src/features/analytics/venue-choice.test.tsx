// The Capacity gauge's venue choice on /client-dashboard: venues of the same name in different
// buildings (every residential building may have a 'Clubroom') are told apart by their building.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { signIn, signOut } from '../../state/session.ts';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { MANAGER_INFO, stubApi } from '../../testing/fake-api.ts';
import { eventually, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';

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

/** A manager of `buildings` whose venues (all of them, or one building's) are `venues`. */
function api(buildings: ReturnType<typeof building>[], venues: { id: number; name: string; buildingName: string }[]): void {
  stubApi((request) => {
    switch (request.path) {
      case '/users/user-info/':
        return { status: 200, body: MANAGER_INFO };
      case '/building-manager/buildings/':
        return { status: 200, body: buildings };
      case '/building-manager/cluster-type/':
        return { status: 200, body: { isCommercial: false } };
      case '/building-manager/building-details/':
        return { status: 200, body: { ...buildings[0], timeZone: 'America/New_York', venues: [], liason: null } };
      case '/building-manager/capture-growth/':
        return { status: 200, body: { capacity: 50, capture: 40, venues, months: [] } };
      case '/building-manager/retention/':
        return { status: 200, body: { active: 0, activePrevious: 0, new: 0, retained: 0, returning: 0, churned: 0, retentionRate: null, cohorts: [] } };
      default:
        return { status: 200, body: [] };
    }
  });
}

/**
 * Opens /client-dashboard and waits for the venue choice to read `expected`: the app is mounted
 * anew per test, without the sign-out listener that empties the stores in the app, so the previous
 * test's answer may show first while this one's is fetched.
 */
async function expectVenueOptions(expected: string[]): Promise<void> {
  window.history.replaceState(null, '', '/client-dashboard');
  app = await mount(<App />);
  const options = () => [...(app!.container.querySelector('section[aria-labelledby="an-capture-title"] select')?.querySelectorAll('option') ?? [])];
  await eventually(() => expect(options().map((option) => option.textContent ?? '')).toEqual(expected));
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

describe("the Capacity gauge's venues", () => {
  it('name their building when the venues are of several buildings (All buildings)', async () => {
    api(
      [building(3, 'Harbor Lofts'), building(4, 'Maple Court')],
      [
        { id: 11, name: 'Clubroom', buildingName: 'Harbor Lofts' },
        { id: 21, name: 'Clubroom', buildingName: 'Maple Court' },
        { id: 12, name: 'Gym', buildingName: 'Harbor Lofts' },
      ],
    );
    await expectVenueOptions([S.allVenues, 'Clubroom (Harbor Lofts)', 'Clubroom (Maple Court)', 'Gym (Harbor Lofts)']);
  });

  it("are their names alone when they are one building's", async () => {
    api(
      [building(3, 'Harbor Lofts')],
      [
        { id: 11, name: 'Clubroom', buildingName: 'Harbor Lofts' },
        { id: 12, name: 'Gym', buildingName: 'Harbor Lofts' },
      ],
    );
    await expectVenueOptions([S.allVenues, 'Clubroom', 'Gym']);
  });
});
