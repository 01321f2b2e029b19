// /user-dashboard in the app: the list and its count, the debounced
// search, choosing a user (top bar first name, broadcast link, Calendar tab, both loads), the profile
// (MM-DD-YYYY, amenity checkbox and Save only where the building offers it), and the 1 MB picture limit.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { SHELL_STRINGS } from '../../layout/shell-strings.ts';
import { clearChosenUser } from '../../state/users.ts';
import { session, signIn, signOut } from '../../state/session.ts';
import { BUILDING_ADMIN_INFO, MANAGER_INFO, stubApi, type RecordedRequest } from '../../testing/fake-api.ts';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { byRole, click, eventually, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { notify } from '../../ui/toasts.tsx';
import { SEARCH_DEBOUNCE_MS } from './users-sidebar.tsx';
import { USERS_STRINGS as S } from './users-strings.ts';

const HARBOR = { buildingId: 1, buildingName: 'Harbor Lofts', amenityMembership: true, amenityMember: false, apartment: '4B', unit: { id: 2, name: 'Tower B' } };
const CEDAR = { buildingId: 4, buildingName: 'Cedar Court', amenityMembership: false, amenityMember: false, apartment: null, unit: null };

const DANA = {
  id: 11,
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  cellPhone: '5550100',
  displayPicture: null,
  joiningDate: '2026-01-24',
  amenityMember: false,
  apartment: '4B',
  unit: [{ id: 2, name: 'Tower B', buildingId: 1 }],
  buildings: [HARBOR],
  associatedBuilding: HARBOR,
};
const ELI = {
  ...DANA,
  id: 12,
  firstName: 'Eli',
  lastName: 'Stone',
  email: 'eli@example.com',
  joiningDate: '2025-12-05',
  unit: [],
  buildings: [CEDAR],
  associatedBuilding: CEDAR,
};
const USERS = [DANA, ELI];
/** When Dana last signed in to hOM Residents (Eli never has). */
const DANA_SIGNED_IN_AT = '2026-03-14T13:05:00.000Z';
const BUILDINGS = [
  { id: 4, name: 'Cedar Court', dashboardAccess: true, buildingType: 'COMMERCIAL', amenityMembership: false, blocks: [], companies: [{ id: 9, name: 'Acme' }] },
  { id: 1, name: 'Harbor Lofts', dashboardAccess: true, buildingType: 'RESIDENTIAL', amenityMembership: true, blocks: [{ id: 2, name: 'Tower B' }], companies: [] },
];

let app: Mounted | undefined;
let sent: RecordedRequest[] = [];

function usersApi(info: object = MANAGER_INFO): RecordedRequest[] {
  return stubApi((request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (request.path) {
      case '/users/user-info/':
        return { status: 200, body: info };
      case '/building-manager/buildings/':
        return { status: 200, body: BUILDINGS };
      case '/building-manager/users/': {
        const search = String(body.search ?? '').toLowerCase();
        const users = USERS.filter(
          (user) => search === '' || user.firstName.toLowerCase().includes(search) || user.email.includes(search),
        );
        return { status: 200, body: { count: users.length, offset: 0, limit: 50, users } };
      }
      case '/building-manager/user-details/': {
        const user = USERS.find((each) => each.id === body.userId);
        return { status: 200, body: user && { ...user, signedInAt: user.id === DANA.id ? DANA_SIGNED_IN_AT : null } };
      }
      case '/building-manager/send-sign-in-link/':
        return { status: 200, body: { msg: 'Success', email: USERS.find((user) => user.id === body.userId)?.email } };
      case '/building-manager/user-events/':
        return { status: 200, body: [] };
      case '/building-manager/amenity-membership/11/':
        return { status: 200, body: { msg: 'Success', userId: 11, buildingId: 1, amenityMember: true } };
      default:
        return { status: 200, body: [] };
    }
  });
}

async function openUsers(info: object = MANAGER_INFO): Promise<HTMLElement> {
  sent = usersApi(info);
  window.history.replaceState(null, '', '/user-dashboard');
  app = await mount(<App />);
  await eventually(() => expect(app?.container.querySelector('[data-testid="users-count"]')?.textContent).toBe(S.totalCount(2)));
  return app!.container;
}

const listItems = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('.users-list__item')];
const calls = (path: string) => sent.filter((request) => request.path === path);

beforeEach(async () => {
  await signOut();
  clearChosenUser();
  signIn(fakeJwt(MANAGER_INFO.id));
});
afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/user-dashboard', () => {
  it('lists the users with their count; choosing one shows the first name, the broadcast link and the Calendar tab', async () => {
    const root = await openUsers();
    expect(listItems(root).map((item) => item.querySelector('.users-list__name')?.textContent)).toEqual(['Dana Reyes', 'Eli Stone']);
    expect(calls('/building-manager/users/')[0]?.body).toEqual({ offset: 0, limit: 50 });
    await click(listItems(root)[0]);
    await eventually(() => expect(root.querySelector('header h1')?.textContent).toBe('Dana'));
    expect(byRole(root, 'tab', S.calendarTab)?.getAttribute('aria-selected')).toBe('true');
    expect(calls('/building-manager/user-details/').at(-1)?.body).toEqual({ userId: 11 });
    expect(calls('/building-manager/user-events/').at(-1)?.body).toEqual({ userId: 11 });
    const broadcast = root.querySelector(`a[aria-label="${SHELL_STRINGS.broadcastMessage}"]`);
    expect(broadcast?.getAttribute('href')).toBe('/user-dashboard?broadcast-msg?userId=11');
  });

  it('searches by first name or e-mail once typing pauses, from the first page', async () => {
    const root = await openUsers();
    const input = root.querySelector<HTMLInputElement>('input[type="search"]');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'EL');
      input?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(calls('/building-manager/users/')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    await eventually(() => expect(root.querySelector('[data-testid="users-count"]')?.textContent).toBe(S.totalCount(1)));
    expect(calls('/building-manager/users/').at(-1)?.body).toEqual({ search: 'EL', offset: 0, limit: 50 });
    expect(listItems(root).map((item) => item.querySelector('.users-list__name')?.textContent)).toEqual(['Eli Stone']);
  });

  it('shows the profile with MM-DD-YYYY and the amenity checkbox and Save only where the building offers it', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const root = await openUsers();
    await click(listItems(root)[1]);
    await click(byRole(root, 'tab', S.profileTab));
    await eventually(() => expect(root.querySelector('.users-profile')?.textContent).toContain('12-05-2025'));
    expect(root.querySelector('.users-profile input[type="checkbox"]')).toBeNull();
    expect([...root.querySelectorAll('.users-profile button')].map((button) => button.textContent)).toEqual([
      S.uploadPicture,
      S.sendSignInLink,
      S.editDetails,
    ]);

    await click(listItems(root)[0]);
    expect(byRole(root, 'tab', S.calendarTab)?.getAttribute('aria-selected')).toBe('true');
    await click(byRole(root, 'tab', S.profileTab));
    await eventually(() => expect(root.querySelector('.users-profile')?.textContent).toContain('01-24-2026'));
    const checkbox = root.querySelector<HTMLInputElement>('.users-profile input[type="checkbox"]');
    expect(checkbox?.checked).toBe(false);
    await click(checkbox);
    await click([...root.querySelectorAll<HTMLButtonElement>('.users-profile button')].find((button) => button.textContent === S.save));
    await eventually(() => expect(success).toHaveBeenCalledWith(S.savedSuccessfully));
    expect(calls('/building-manager/amenity-membership/11/')[0]?.body).toEqual({ amenityMember: 1, userId: 11, buildingId: 1 });
  });

  it("says whether the user signed in to hOM Residents, and sends them a sign-in link", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const root = await openUsers();
    await click(listItems(root)[1]);
    await click(byRole(root, 'tab', S.profileTab));
    await eventually(() => expect(root.querySelector('[data-testid="residents-sign-in"]')?.textContent).toBe(S.notSignedInToResidents));
    await click(listItems(root)[0]);
    await click(byRole(root, 'tab', S.profileTab));
    await eventually(() => expect(root.querySelector('[data-testid="residents-sign-in"]')?.textContent).toMatch(/^Signed in to hOM Residents: 03-1[45]-2026 /));
    await click([...root.querySelectorAll<HTMLButtonElement>('.users-profile button')].find((button) => button.textContent === S.sendSignInLink));
    await eventually(() => expect(success).toHaveBeenCalledWith(S.signInLinkSent('dana@example.com')));
    expect(calls('/building-manager/send-sign-in-link/').map((request) => request.body)).toEqual([{ userId: 11 }]);
  });

  it('does not send a picture over 1,048,576 bytes and says why', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const root = await openUsers();
    await click(listItems(root)[0]);
    await click(byRole(root, 'tab', S.profileTab));
    await eventually(() => expect(root.querySelector('[data-testid="picture-input"]')).not.toBeNull());
    const input = root.querySelector<HTMLInputElement>('[data-testid="picture-input"]')!;
    const big = new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' });
    await act(async () => {
      Object.defineProperty(input, 'files', { configurable: true, value: [big] });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(error).toHaveBeenCalledWith(S.pictureTooLarge);
    expect(calls('/building-manager/image-upload/')).toHaveLength(0);
  });

  it('a building admin: its building sent with every call, no building filter, no broadcast icon', async () => {
    const root = await openUsers(BUILDING_ADMIN_INFO);
    await eventually(() => expect(session.account?.role).toBe('building_admin'));
    await eventually(() => expect(calls('/building-manager/users/').at(-1)?.body).toEqual({ buildingId: 4, offset: 0, limit: 50 }));
    expect(root.querySelector('.users-sidebar select')).toBeNull();
    await click(listItems(root)[0]);
    await eventually(() => expect(calls('/building-manager/user-details/').at(-1)?.body).toEqual({ userId: 11, buildingId: 4 }));
    expect(root.querySelector(`[aria-label="${SHELL_STRINGS.broadcastMessage}"]`)).toBeNull();
  });
});
