import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { session, signIn, signOut } from '../../state/session.ts';
import { stubApi, MANAGER_INFO } from '../../testing/fake-api.ts';
import { byLabel, click, eventually, mount, pressKey, submit, typeInto, type Mounted } from '../../testing/render-for-test.tsx';
import { notify } from '../../ui/toasts.tsx';
import { ACCOUNT_STRINGS, ACCOUNT_UI_STRINGS as UI } from './account-strings.ts';

let app: Mounted | undefined;

async function openApp(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<App />);
  return app.container;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const errorBody = (sentence: string, status = 400) => ({ statusCode: status, error: sentence, message: sentence, detail: sentence, msg: sentence });

beforeEach(async () => {
  await signOut();
});

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login', () => {
  it("shows the server's detail under the form when the login is refused, and sends the e-mail lower-cased", async () => {
    const sent = stubApi(({ path }) => (path === '/users/login' ? { status: 400, body: errorBody('Wrong e-mail or password') } : undefined));
    const root = await openApp('/');
    await typeInto(byLabel(root, UI.emailLabel), 'Manager@Example.com');
    await typeInto(byLabel(root, UI.passwordLabel), 'nope');
    await submit(root.querySelector('form'));
    await eventually(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe('Wrong e-mail or password'));
    expect(sent[0]?.body).toEqual({ email: 'manager@example.com', password: 'nope' });
    expect(session.token).toBeNull();
  });

  it('shows the required and format texts and does not call the server', async () => {
    const sent = stubApi(() => undefined);
    const root = await openApp('/');
    await typeInto(byLabel(root, UI.emailLabel), 'manager@');
    await submit(root.querySelector('form'));
    expect(root.textContent).toContain('Invalid email address');
    expect(root.textContent).toContain('This Field is Required');
    expect(sent).toHaveLength(0);
  });

  it('signs in and goes to the dashboard on success', async () => {
    stubApi(({ path }) => {
      if (path === '/users/login') return { status: 200, body: { token: 'new.jwt.token' } };
      if (path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      return undefined;
    });
    const root = await openApp('/');
    await typeInto(byLabel(root, UI.emailLabel), 'manager@example.com');
    await typeInto(byLabel(root, UI.passwordLabel), 'demo-manager-2026');
    await submit(root.querySelector('form'));
    await eventually(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(session.token).toBe('new.jwt.token');
  });
});

describe('forgot password dialog', () => {
  it('opens from the login link; Esc returns to the same path without the query', async () => {
    stubApi(() => undefined);
    const root = await openApp('/');
    await click([...root.querySelectorAll('a')].find((a) => a.textContent === UI.forgotPasswordLink));
    expect(window.location.search).toBe('?forgot-password');
    await eventually(() => expect(dialog()?.getAttribute('aria-modal')).toBe('true'));
    expect(document.activeElement?.tagName).toBe('INPUT');
    await pressKey('Escape');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
    expect(dialog()).toBeNull();
  });

  it('shows the confirmation on success and toasts data.error otherwise', async () => {
    const toast = vi.spyOn(notify, 'error');
    let answer = { status: 400, body: errorBody('No account with that e-mail') as unknown };
    const sent = stubApi(({ path }) => (path === '/users/forgot-password/' ? answer : undefined));
    await openApp('/?forgot-password');
    await eventually(() => expect(dialog()).not.toBeNull());
    await typeInto(byLabel(dialog()!, UI.emailLabel), 'Front.Desk@Example.com');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(toast).toHaveBeenCalledWith('No account with that e-mail'));
    expect(sent[0]?.body).toEqual({ email: 'front.desk@example.com' });

    answer = { status: 200, body: { msg: 'Success' } };
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(dialog()?.textContent).toContain(UI.forgotPasswordSent));
  });
});

describe('change password dialog', () => {
  async function openSignedIn(status: number) {
    const toastOk = vi.spyOn(notify, 'success');
    const toastError = vi.spyOn(notify, 'error');
    const sent = stubApi(({ path }) => {
      if (path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (path === '/building-manager/update-password/') {
        return status === 200 ? { status, body: { msg: 'Success', token: 'f.r.esh' } } : { status, body: { ...errorBody('Current password is incorrect.'), field: 'currentPassword' } };
      }
      return undefined;
    });
    signIn('t.o.k');
    await openApp('/profile?change-password');
    await eventually(() => expect(session.account).not.toBeNull());
    await eventually(() => expect(dialog()).not.toBeNull());
    return { sent, toastOk, toastError };
  }

  it("rejects different passwords with \"Your password don't match\"", async () => {
    const { sent } = await openSignedIn(200);
    await typeInto(byLabel(dialog()!, UI.newPasswordLabel), 'first-password');
    await typeInto(byLabel(dialog()!, UI.confirmPasswordLabel), 'other-password');
    await submit(dialog()?.querySelector('form'));
    expect(dialog()?.textContent).toContain("Your password don't match");
    expect(dialog()?.textContent).not.toContain("Your password don't match.");
    expect(sent.some((request) => request.path === '/building-manager/update-password/')).toBe(false);
  });

  it('asks for the current password before sending anything', async () => {
    const { sent } = await openSignedIn(200);
    await typeInto(byLabel(dialog()!, UI.newPasswordLabel), 'new-password-1');
    await typeInto(byLabel(dialog()!, UI.confirmPasswordLabel), 'new-password-1');
    await submit(dialog()?.querySelector('form'));
    expect(dialog()?.textContent).toContain(ACCOUNT_STRINGS.required);
    expect(sent.some((request) => request.path === '/building-manager/update-password/')).toBe(false);
  });

  it("toasts 'Password changed successfully!', keeps the session on its fresh token and closes on 200", async () => {
    const { sent, toastOk } = await openSignedIn(200);
    await typeInto(byLabel(dialog()!, UI.currentPasswordLabel), 'old-password-0');
    await typeInto(byLabel(dialog()!, UI.newPasswordLabel), 'new-password-1');
    await typeInto(byLabel(dialog()!, UI.confirmPasswordLabel), 'new-password-1');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(toastOk).toHaveBeenCalledWith(ACCOUNT_STRINGS.passwordChanged));
    expect(sent.find((request) => request.path === '/building-manager/update-password/')?.body).toEqual({
      email: 'manager@example.com',
      currentPassword: 'old-password-0',
      password: 'new-password-1',
    });
    expect(session.token).toBe('f.r.esh');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/profile');
    expect(dialog()).toBeNull();
  });

  it('toasts data.detail, shows it at the field it names and stays open; both go once that field changes', async () => {
    const { toastError } = await openSignedIn(400);
    const dismiss = vi.spyOn(notify, 'dismiss');
    await typeInto(byLabel(dialog()!, UI.currentPasswordLabel), 'old-password-0');
    await typeInto(byLabel(dialog()!, UI.newPasswordLabel), 'new-password-1');
    await typeInto(byLabel(dialog()!, UI.confirmPasswordLabel), 'new-password-1');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(toastError).toHaveBeenCalledWith('Current password is incorrect.', expect.any(String)));
    const current = byLabel(dialog()!, UI.currentPasswordLabel);
    const note = () => document.getElementById(current?.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(note()).toBe('Current password is incorrect.');
    expect(dialog()).not.toBeNull();
    dismiss.mockClear();
    await typeInto(current, 'old-password-9');
    expect(note()).toBeUndefined();
    expect(dismiss).toHaveBeenCalledWith(toastError.mock.calls.at(-1)?.[1]);
  });

  it('while the account is still on its way, the submit waits with no note (nothing moves when it comes); a failed load says why', async () => {
    let answerUserInfo: (answer: 'ok' | 'fail') => void = () => {};
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (!String(input).includes('/users/user-info/')) return new Response('{}', { status: 404 });
      const answer = await new Promise<'ok' | 'fail'>((done) => (answerUserInfo = done));
      if (answer === 'fail') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(MANAGER_INFO), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    signIn('t.o.k');
    await openApp('/profile?change-password');
    await eventually(() => expect(dialog()).not.toBeNull());
    const button = () => dialog()!.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(button()?.disabled).toBe(true);
    expect(dialog()?.textContent).not.toContain(UI.accountNotLoaded);
    answerUserInfo('fail');
    await eventually(() => expect(dialog()?.textContent).toContain(UI.accountNotLoaded));
    expect(button()?.disabled).toBe(true);
  });

  it('does not open while signed out', async () => {
    stubApi(() => undefined);
    await openApp('/?change-password');
    await eventually(() => expect(document.querySelector('form')).not.toBeNull());
    expect(dialog()).toBeNull();
  });
});

describe('reset password page', () => {
  it('sets the new password and shows the confirmation with a way back to the login', async () => {
    const calls = stubApi(({ path }) => {
      if (path === '/users/reset-link/') return { status: 200, body: { usable: true } };
      return path === '/users/reset-password/' ? { status: 200, body: { msg: 'Success' } } : undefined;
    });
    const resets = () => calls.filter((request) => request.path === '/users/reset-password/');
    const root = await openApp('/resetPassword?email=manager%40example.com&reset-token=abc123');
    await eventually(() => expect(byLabel(root, UI.newPasswordLabel)).not.toBeNull());
    await typeInto(byLabel(root, UI.newPasswordLabel), 'brand-new-1');
    await typeInto(byLabel(root, UI.confirmPasswordLabel), 'brand-new-2');
    await submit(root.querySelector('form'));
    expect(root.textContent).toContain("Your password don't match.");
    expect(resets()).toHaveLength(0);

    await typeInto(byLabel(root, UI.confirmPasswordLabel), 'brand-new-1');
    await submit(root.querySelector('form'));
    await eventually(() => expect(root.textContent).toContain('Password Changed Successfully!'));
    expect(resets()[0]?.body).toEqual({ email: 'manager@example.com', token: 'abc123', password: 'brand-new-1' });
    await click([...root.querySelectorAll('a')].find((a) => a.textContent === 'Log in to my account'));
    expect(window.location.pathname).toBe('/');
  });

  it('toasts the server message and keeps the form on failure', async () => {
    const toast = vi.spyOn(notify, 'error');
    stubApi(({ path }) => (path === '/users/reset-password/' ? { status: 400, body: errorBody('This link has already been used') } : undefined));
    const root = await openApp('/resetPassword?email=manager%40example.com&reset-token=old');
    await eventually(() => expect(byLabel(root, UI.newPasswordLabel)).not.toBeNull());
    await typeInto(byLabel(root, UI.newPasswordLabel), 'brand-new-1');
    await typeInto(byLabel(root, UI.confirmPasswordLabel), 'brand-new-1');
    await submit(root.querySelector('form'));
    await eventually(() => expect(toast).toHaveBeenCalledWith('This link has already been used'));
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('a link without its token says "Link expired! Try again" at once, with no form, and e-mails a new link', async () => {
    const sent = stubApi(({ path }) => (path === '/users/forgot-password/' ? { status: 200, body: { msg: 'Success' } } : undefined));
    const root = await openApp('/resetPassword?email=a%40b.com');
    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(ACCOUNT_STRINGS.resetLinkExpired));
    expect(root.querySelector('form')).toBeNull();
    expect(sent).toHaveLength(0);
    await click([...root.querySelectorAll('button')].find((button) => button.textContent === UI.sendNewResetLink));
    await eventually(() => expect(root.textContent).toContain(UI.newResetLinkSent));
    expect(sent.map((request) => [request.path, request.body])).toEqual([['/users/forgot-password/', { email: 'a@b.com' }]]);
  });

  it('asks whether the link is usable as the page opens: a used one offers a new link instead of the form', async () => {
    const sent = stubApi(({ path }) => (path === '/users/reset-link/' ? { status: 200, body: { usable: false } } : undefined));
    const root = await openApp('/resetPassword?email=manager%40example.com&reset-token=used');
    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(ACCOUNT_STRINGS.resetLinkExpired));
    expect(root.textContent).toContain(UI.resetLinkUnusable('manager@example.com'));
    expect(root.querySelector('form')).toBeNull();
    expect(sent.map((request) => [request.path, request.body])).toEqual([['/users/reset-link/', { email: 'manager@example.com', token: 'used' }]]);
  });

  it("toasts the server's password rule as it words it", async () => {
    const toast = vi.spyOn(notify, 'error');
    const tooShort = 'Password must be at least 8 characters.';
    stubApi(({ path }) => (path === '/users/reset-password/' ? { status: 400, body: { ...errorBody(tooShort), field: 'password' } } : undefined));
    const root = await openApp('/resetPassword?email=manager%40example.com&reset-token=abc123');
    await eventually(() => expect(byLabel(root, UI.newPasswordLabel)).not.toBeNull());
    await typeInto(byLabel(root, UI.newPasswordLabel), 'short');
    await typeInto(byLabel(root, UI.confirmPasswordLabel), 'short');
    await submit(root.querySelector('form'));
    await eventually(() => expect(toast).toHaveBeenCalledWith(tooShort));
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('makes no call when the link has no e-mail', async () => {
    const sent = stubApi(() => ({ status: 200, body: {} }));
    const root = await openApp('/resetPassword?reset-token=abc');
    await eventually(() => expect(byLabel(root, UI.newPasswordLabel)).not.toBeNull());
    await typeInto(byLabel(root, UI.newPasswordLabel), 'brand-new-1');
    await typeInto(byLabel(root, UI.confirmPasswordLabel), 'brand-new-1');
    await submit(root.querySelector('form'));
    expect(sent).toHaveLength(0);
    expect(root.textContent).toContain(UI.resetLinkIncomplete);
  });
});
