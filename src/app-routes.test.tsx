import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { ACCOUNT_UI_STRINGS as UI } from './features/account/account-strings.ts';
import { DASHBOARD_STRINGS } from './features/dashboard/dashboard-strings.ts';
import { signOut } from './state/session.ts';
import { MANAGER_INFO, stubApi } from './testing/fake-api.ts';
import { byLabel, eventually, mount, submit, typeInto, type Mounted } from './testing/render-for-test.tsx';

// Its own file: a page chunk another test loaded first would be at hand, and the transition from the
// sign-in page to a dashboard whose chunks are not yet in is what this file is about.

let app: Mounted | undefined;

beforeEach(async () => {
  await signOut();
});

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('from the sign-in page to the dashboard', () => {
  it('keeps the sign-in page, saying it is signing in, until the dashboard can paint: nothing blank between, no page loading notice', async () => {
    stubApi(({ path }) => {
      if (path === '/users/login') return { status: 200, body: { token: 'new.jwt.token' } };
      if (path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      return undefined;
    });
    window.history.replaceState(null, '', '/');
    app = await mount(<App />);
    const root = app.container;
    // What the screen holds after each change of the DOM (a paint can only come after one of them).
    const seen: string[] = [];
    const look = () => {
      const form = root.querySelector('form');
      const button = form?.querySelector('button[type="submit"]');
      if (form) seen.push(`sign-in page, button "${button?.textContent ?? ''}"`);
      else if (root.querySelector('.page-loading')) seen.push('frame with the page loading notice');
      else if (root.querySelector('.app-frame')) seen.push('dashboard');
      else seen.push('blank');
    };
    await typeInto(byLabel(root, UI.emailLabel), 'manager@example.com');
    await typeInto(byLabel(root, UI.passwordLabel), 'demo-manager-2026');
    const observer = new MutationObserver(look);
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    await submit(root.querySelector('form'));
    await eventually(() => expect(root.textContent).toContain(DASHBOARD_STRINGS.totalEvents));
    observer.disconnect();
    expect(window.location.pathname).toBe('/dashboard');
    expect(seen).not.toContain('blank');
    expect(seen).not.toContain('frame with the page loading notice');
    // Until the dashboard shows, the page that stays says it is signing in and takes no second submit.
    expect(seen).not.toContain(`sign-in page, button "${UI.logIn}"`);
    expect(seen).toContain(`sign-in page, button "${UI.loggingIn}"`);
    expect(seen.at(-1)).toBe('dashboard');
  });
});
