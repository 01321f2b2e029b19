import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { SHELL_STRINGS } from './layout/shell-strings.ts';
import { DASHBOARD_STRINGS } from './features/dashboard/dashboard-strings.ts';
import { TOUR_STRINGS } from './features/tour/tour-strings.ts';
import { chooseEvent, eventsUi } from './state/event-days.ts';
import { FRONT_DESK_STRINGS } from './ui/front-desk-strings.ts';
import { session, SESSION_LIMIT_MS, signIn, signOut } from './state/session.ts';
import { outbox } from './offline/shared/outbox.ts';
import { fakeJwt, queueEntry } from './testing/offline-test-helpers.ts';
import { pwaState } from './pwa/pwa-state.ts';
import { PWA_STRINGS } from './pwa/pwa-strings.ts';
import { BUILDING_ADMIN_INFO, stubApi, MANAGER_INFO } from './testing/fake-api.ts';
import { byRole, click, eventually, mount, pressKey, type Mounted } from './testing/render-for-test.tsx';

let app: Mounted | undefined;

async function openApp(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<App />);
  return app.container;
}

beforeEach(async () => {
  await signOut();
});

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('sends a signed-out visitor of a protected page to the login page', async () => {
    stubApi(() => undefined);
    const root = await openApp('/client-dashboard');
    await eventually(() => expect(window.location.pathname).toBe('/'));
    await eventually(() => expect(root.querySelector('form')).not.toBeNull());
  });

  it('shows both not-found texts for an unknown path', async () => {
    stubApi(() => undefined);
    const root = await openApp('/no-such-page');
    expect(root.textContent).toContain('Sorry, looks like something went wrong. Page not found!');
    expect(root.textContent).toContain("We're meditating on it.");
  });

  it('sends a signed-in user from / to /dashboard, titled Dashboard, and loads the account', async () => {
    const sent = stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    const root = await openApp('/');
    await eventually(() => expect(window.location.pathname).toBe('/dashboard'));
    await eventually(() => expect(root.querySelector('.page-title')?.textContent).toBe('Dashboard'));
    expect(root.textContent).toContain(DASHBOARD_STRINGS.totalEvents);
    await eventually(() => expect(session.account?.id).toBe(1));
    expect(sent.some((request) => request.path === '/users/user-info/')).toBe(true);
  });

  it('marks the active sidebar link and titles the analytics page', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    const root = await openApp('/client-dashboard');
    await eventually(() => expect(root.querySelector('.page-title')?.textContent).toBe('Analytics'));
    const current = root.querySelector('nav [aria-current="page"]');
    expect(current?.getAttribute('aria-label')).toBe('Analytics');
  });

  it('has the spec’s three sidebar links, analytics, dashboard and users, then Events; the logo is no link', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    const root = await openApp('/dashboard');
    await eventually(() => expect(root.querySelector('nav')).not.toBeNull());
    const links = [...root.querySelectorAll(`nav[aria-label="${SHELL_STRINGS.mainNavigation}"] a`)];
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      SHELL_STRINGS.analyticsLink,
      SHELL_STRINGS.dashboardLink,
      SHELL_STRINGS.usersLink,
      SHELL_STRINGS.eventsLink,
    ]);
    expect(root.querySelector('nav img')?.closest('a')).toBeNull();
  });

  it('adds Portfolio to the sidebar for a manager of several buildings only', async () => {
    const navLabels = (root: HTMLElement) =>
      [...root.querySelectorAll(`nav[aria-label="${SHELL_STRINGS.mainNavigation}"] a`)].map((link) => link.getAttribute('aria-label'));
    stubApi(({ path }) => {
      if (path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (path === '/building-manager/buildings/') return { status: 200, body: [building(1), building(2)] };
      return undefined;
    });
    signIn('t.o.k');
    const root = await openApp('/dashboard');
    await eventually(() => expect(navLabels(root).at(-1)).toBe(SHELL_STRINGS.portfolioLink));
    await app?.unmount();
    await signOut();
    stubApi(({ path }) => {
      if (path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (path === '/building-manager/buildings/') return { status: 200, body: [building(1)] };
      return undefined;
    });
    signIn('t.o.k');
    const single = await openApp('/dashboard');
    await eventually(() => expect(navLabels(single)).toContain(SHELL_STRINGS.eventsLink));
    // The list is in (the dashboard names its one building), and still no Portfolio.
    await eventually(() => expect(single.querySelector('.dash-page__building-name')?.textContent).toBe('B1'));
    expect(navLabels(single)).not.toContain(SHELL_STRINGS.portfolioLink);
  });

  it('shows the title of the users, tasks, profile and buildings pages in the top bar, not the logo', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    const pages = [
      ['/user-dashboard', SHELL_STRINGS.usersHeading],
      ['/my-task', SHELL_STRINGS.tasksHeading],
      ['/profile', SHELL_STRINGS.profileHeading],
      ['/building', SHELL_STRINGS.buildingsHeading],
    ] as const;
    for (const [url, heading] of pages) {
      const root = await openApp(url);
      const topBar = root.querySelector('header');
      await eventually(() => expect(topBar?.querySelector('h1')?.textContent, url).toBe(heading));
      expect(root.querySelector('.app-main h1'), url).toBeNull();
      expect(topBar?.querySelector(`img[alt="${SHELL_STRINGS.appName}"]`), url).toBeNull();
      expect(document.title).toBe(`${heading} · ${SHELL_STRINGS.appName}`);
      await app?.unmount();
      app = undefined;
    }
  });
});

describe('sidebar', () => {
  it('Events opens the list, not the roster last looked at', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    chooseEvent(42);
    const root = await openApp('/dashboard');
    await click(root.querySelector(`a[aria-label="${SHELL_STRINGS.eventsLink}"]`));
    expect(eventsUi.eventId).toBeNull();
  });
});

const building = (id: number) => ({ id, name: `B${id}`, dashboardAccess: true, buildingType: 'RESIDENTIAL', amenityMembership: false, blocks: [], companies: [] });

describe('top bar', () => {
  it('links "Browse and RSVP to events" to the residents\' preview of a building in a new tab when no resident app is configured, token left out', async () => {
    stubApi(({ path }) => {
      if (path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (path === '/building-manager/buildings/') return { status: 200, body: [building(7), building(9)] };
      return undefined;
    });
    signIn('abc.def.ghi');
    const root = await openApp('/dashboard');
    const link = () => root.querySelector<HTMLAnchorElement>(`a[aria-label="${SHELL_STRINGS.browseAndRsvp}"]`);
    // "All buildings": the first of the manager's buildings.
    await eventually(() => expect(link()?.getAttribute('href')).toBe('/r/events?preview=7'));
    expect(link()?.target).toBe('_blank');
    expect(link()?.href).not.toContain('abc.def.ghi');
  });

  it('shows the broadcast icon on the user page for a manager only', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    const root = await openApp('/user-dashboard');
    const broadcast = () => root.querySelector(`[aria-label="${SHELL_STRINGS.broadcastMessage}"]`);
    await eventually(() => expect(broadcast()).not.toBeNull());
    await click(root.querySelector(`a[aria-label="${SHELL_STRINGS.dashboardLink}"]`));
    expect(broadcast()).toBeNull();
  });

  it('keeps building-admin restrictions from the token role while user-info cannot load', async () => {
    stubApi(() => ({ status: 503, body: { detail: 'Offline' } }));
    const claims = btoa(JSON.stringify({ sub: 2, role: 'building_admin' })).replace(/=+$/, '');
    signIn(`h.${claims}.s`);
    const root = await openApp('/user-dashboard');
    await eventually(() => expect(root.querySelector('header h1')?.textContent).toBe(SHELL_STRINGS.usersHeading));
    expect(session.account).toBeNull();
    expect(root.querySelector(`[aria-label="${SHELL_STRINGS.broadcastMessage}"]`)).toBeNull();
  });

  it('the guided tour icon goes to /dashboard?tour', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    const root = await openApp('/user-dashboard');
    await click(root.querySelector(`a[aria-label="${SHELL_STRINGS.viewGuidedTour}"]`));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/dashboard?tour');
    await eventually(() => expect(root.querySelector('[data-testid="guided-tour"]')?.textContent).toContain(TOUR_STRINGS.tilesTitle));
  });
});

describe('profile menu', () => {
  const ENTRIES = ['My Tasks', 'My Profile', 'My Buildings', 'Contact hOM', 'Generate event report', 'Sign out'];

  it('lists exactly the six entries; My Tasks navigates and Sign out ends the session', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn('t.o.k');
    const root = await openApp('/dashboard');
    await click(root.querySelector('[aria-haspopup="menu"]'));
    const items = [...root.querySelectorAll('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(ENTRIES);
    await click(byRole(root, 'menuitem', 'My Tasks'));
    expect(window.location.pathname).toBe('/my-task');

    await click(root.querySelector('[aria-haspopup="menu"]'));
    await click(byRole(root, 'menuitem', 'Contact hOM'));
    expect(window.location.search).toBe('?contact');
    await eventually(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    await pressKey('Escape');

    await click(root.querySelector('[aria-haspopup="menu"]'));
    await click(byRole(root, 'menuitem', 'Sign out'));
    await eventually(() => expect(session.token).toBeNull());
    expect(window.location.pathname).toBe('/');
  });

  it('disables My Tasks, My Profile, My Buildings and Sign out for a building admin and hides broadcast', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: BUILDING_ADMIN_INFO } : undefined));
    signIn('t.o.k');
    const root = await openApp('/user-dashboard');
    await eventually(() => expect(session.account?.role).toBe('building_admin'));
    expect(root.querySelector(`[aria-label="${SHELL_STRINGS.broadcastMessage}"]`)).toBeNull();
    await click(root.querySelector('[aria-haspopup="menu"]'));
    const disabled = [...root.querySelectorAll('[role="menuitem"][aria-disabled="true"]')].map((item) => item.textContent);
    expect(disabled).toEqual(['My Tasks', 'My Profile', 'My Buildings', 'Sign out']);
    await click(byRole(root, 'menuitem', 'Sign out'));
    expect(session.token).toBe('t.o.k');
    await click(byRole(root, 'menuitem', 'My Tasks'));
    expect(window.location.pathname).toBe('/user-dashboard');
  });

  const menuOf = async (token: string) => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: BUILDING_ADMIN_INFO } : undefined));
    signIn(token);
    const root = await openApp('/dashboard');
    await eventually(() => expect(session.account?.role).toBe('building_admin'));
    await click(root.querySelector('[aria-haspopup="menu"]'));
    const signOutItem = byRole(root, 'menuitem', 'Sign out');
    const note = document.getElementById(signOutItem?.getAttribute('aria-describedby') ?? '')?.textContent;
    return { root, items: [...root.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent), note };
  };
  const token = (claims: object) => `e30.${btoa(JSON.stringify({ sub: BUILDING_ADMIN_INFO.id, role: 'building_admin', ...claims }))}.sig`;

  it("the front desk's own account: says the way out under Sign out, and offers Change password", async () => {
    const { root, items, note } = await menuOf(token({}));
    expect(note).toBe(FRONT_DESK_STRINGS.signOutHintOwnAccount);
    expect(items.slice(-2)).toEqual([FRONT_DESK_STRINGS.changePassword, FRONT_DESK_STRINGS.leave]);
    await click(byRole(root, 'menuitem', FRONT_DESK_STRINGS.changePassword));
    expect(window.location.search).toBe('?change-password');
  });

  it("a manager's front-desk mode: the way out names the manager's password, and no Change password", async () => {
    const { items, note } = await menuOf(token({ desk: BUILDING_ADMIN_INFO.buildingIdAdmin }));
    expect(note).toBe(FRONT_DESK_STRINGS.signOutHintManager);
    expect(items).not.toContain(FRONT_DESK_STRINGS.changePassword);
    expect(items.at(-1)).toBe(FRONT_DESK_STRINGS.leave);
  });
});

describe('the offline layer around the session', () => {
  const unsentMessage = (userId: number) => ({
    userId,
    method: 'POST' as const,
    path: '/building-manager/message-liason/',
    body: { buildingId: 1, message: 'Hi', isUrgent: false },
    kind: 'message-liason' as const,
    label: 'Message to the building admin',
  });

  afterEach(() => {
    pwaState.needRefresh = false;
  });

  it('a session that expired while the app was closed is wiped from the device at start, before the signed-in half has loaded', async () => {
    stubApi(() => undefined);
    await queueEntry(outbox, unsentMessage(7));
    signIn(fakeJwt(7), Date.now() - SESSION_LIMIT_MS - 60_000);
    await openApp('/dashboard');
    await eventually(() => expect(window.location.pathname).toBe('/'));
    await vi.waitFor(async () => expect(await outbox.listForUser('7')).toEqual([]), { timeout: 10_000 });
  });

  it('signing out wipes the unsent changes of the account that was signed in', async () => {
    stubApi(({ path }) => (path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : undefined));
    signIn(fakeJwt(MANAGER_INFO.id));
    await openApp('/dashboard');
    await eventually(() => expect(session.account?.id).toBe(MANAGER_INFO.id));
    await queueEntry(outbox, unsentMessage(MANAGER_INFO.id));
    expect(await outbox.listForUser(String(MANAGER_INFO.id))).toHaveLength(1);
    await signOut();
    expect(await outbox.listForUser(String(MANAGER_INFO.id))).toEqual([]);
  });

  it('offers a new version on the sign-in page too', async () => {
    stubApi(() => undefined);
    const root = await openApp('/');
    pwaState.needRefresh = true;
    await eventually(() => expect(root.textContent).toContain(PWA_STRINGS.updateAvailable));
  });
});
