// /building as a manager sees it: the buildings first, adding as actions that open a form in a dialog,
// and the new building's time zone starting from the device's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { signIn, signOut } from '../../state/session.ts';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { MANAGER_INFO, stubApi, type RecordedRequest } from '../../testing/fake-api.ts';
import { byLabel, click, eventually, mount, submit, typeInto, type Mounted } from '../../testing/render-for-test.tsx';
import { BUILDINGS_STRINGS } from './buildings-strings.ts';
import { CREATE_FORM_STRINGS as S } from './create-strings.ts';

const building = (id: number, name: string) => ({
  id,
  name,
  dashboardAccess: true,
  buildingType: 'RESIDENTIAL',
  amenityMembership: false,
  blocks: [],
  companies: [],
});
const HARBOR = building(3, 'Harbor Lofts');
const MAPLE = building(4, 'Maple Court');

let app: Mounted | undefined;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const link = (root: ParentNode, name: string) => [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === name);

/** The API of a manager with `buildings`; a created building joins the list. */
function api(buildings: ReturnType<typeof building>[]): RecordedRequest[] {
  const list = [...buildings];
  return stubApi((request) => {
    switch (request.path) {
      case '/users/user-info/':
        return { status: 200, body: MANAGER_INFO };
      case '/building-manager/buildings/':
        return { status: 200, body: list };
      case '/building-manager/building-details/': {
        const { id } = request.body as { id: number };
        return { status: 200, body: { ...list.find((item) => item.id === id), timeZone: 'America/New_York', venues: [], liason: null } };
      }
      case '/building-manager/create-building/': {
        const { name } = request.body as { name: string };
        list.push(building(9, name));
        return { status: 200, body: { id: 9, name, msg: 'Success' } };
      }
      default:
        return { status: 200, body: [] };
    }
  });
}

/** A device whose time zone Intl reports as `zone`. */
function deviceInZone(zone: string): void {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: zone };
  });
}

async function openBuildings(url = '/building'): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<App />);
  return app.container;
}

/** The select labelled `label` in the dialog, and the option it shows. */
function shownOption(label: string): { value: string; text: string } {
  const select = byLabel(dialog()!, label) as unknown as HTMLSelectElement;
  return { value: select.value, text: select.selectedOptions[0]?.textContent ?? '' };
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
  it("opens on the manager's buildings, with the add actions above them and no form", async () => {
    api([HARBOR, MAPLE]);
    const root = await openBuildings();
    await eventually(() => expect([...root.querySelectorAll('.building-card h2')].map((title) => title.textContent)).toEqual(['Harbor Lofts', 'Maple Court']));
    expect(root.querySelector('form')).toBeNull();
    const actions = root.querySelector(`[role="group"][aria-label="${S.title}"]`);
    expect([...(actions?.querySelectorAll('a') ?? [])].map((anchor) => anchor.textContent)).toEqual(Object.values(S.actions));
    // The actions come before the buildings.
    expect(actions!.compareDocumentPosition(root.querySelector('.building-card')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when the manager has no building yet', async () => {
    api([]);
    const root = await openBuildings();
    await eventually(() => expect(root.textContent).toContain(BUILDINGS_STRINGS.noBuildings));
    expect(link(root, S.actions.building)).toBeTruthy();
  });

  it('each action opens its form in a dialog titled by it; Cancel closes it and stays on /building', async () => {
    api([HARBOR, MAPLE]);
    const root = await openBuildings();
    await eventually(() => expect(root.querySelectorAll('.building-card')).toHaveLength(2));
    await click(link(root, S.actions.venue));
    await eventually(() => expect(dialog()?.querySelector('.dialog-title')?.textContent).toBe(S.actions.venue));
    const buildingChoice = byLabel(dialog()!, S.building) as unknown as HTMLSelectElement;
    await eventually(() => expect([...buildingChoice.options].map((option) => option.textContent)).toEqual([S.chooseBuilding, 'Harbor Lofts', 'Maple Court']));
    expect(byLabel(dialog()!, S.capacity)).toBeTruthy();
    await click([...dialog()!.querySelectorAll('button')].find((button) => button.textContent === S.cancel));
    await eventually(() => expect(dialog()).toBeNull());
    expect(`${window.location.pathname}${window.location.search}`).toBe('/building');
  });

  it("starts a new building in the device's time zone when Intl's list holds it", async () => {
    deviceInZone('America/Chicago');
    api([HARBOR]);
    await openBuildings('/building?create&kind=building');
    await eventually(() => expect(dialog()?.querySelector('form')).toBeTruthy());
    expect(shownOption(S.timeZone)).toEqual({ value: 'America/Chicago', text: 'America/Chicago' });
  });

  it("offers and shows the device's zone when Intl's list leaves it out (UTC), not the list's first (Africa/Abidjan), and sends what it shows", async () => {
    deviceInZone('UTC');
    const sent = api([HARBOR]);
    const root = await openBuildings('/building?create&kind=building');
    await eventually(() => expect(dialog()?.querySelector('form')).toBeTruthy());
    expect(shownOption(S.timeZone)).toEqual({ value: 'UTC', text: 'UTC' });
    await typeInto(byLabel(dialog()!, S.name), 'Lakeside');
    await submit(dialog()!.querySelector('form'));
    await eventually(() => expect(sent.some((request) => request.path === '/building-manager/create-building/')).toBe(true));
    expect(sent.find((request) => request.path === '/building-manager/create-building/')?.body).toMatchObject({ name: 'Lakeside', timeZone: 'UTC' });
    // Added: the dialog closes and the new building's card shows.
    await eventually(() => expect(dialog()).toBeNull());
    await eventually(() => expect([...root.querySelectorAll('.building-card h2')].map((title) => title.textContent)).toContain('Lakeside'));
  });
});
