// ?contact and ?broadcast-msg: validation texts, result texts, and the offline path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { App } from '../../app.tsx';
import { clearOutboxOf, fakeJwt } from '../../testing/offline-test-helpers.ts';
import { outbox } from '../../offline/shared/outbox.ts';
import { session, signIn, signOut } from '../../state/session.ts';
import { type Answer, BUILDING_ADMIN_INFO, errorBody, MANAGER_INFO, type RecordedRequest, stubApi } from '../../testing/fake-api.ts';
import { click, eventually, mount, submit, type Mounted } from '../../testing/render-for-test.tsx';
import { notify } from '../../ui/toasts.tsx';
import { OFFLINE_SYNC_STRINGS } from '../../ui/offline-sync-strings.ts';
import { liaisonMessageError, userMessageError } from './message-validation.ts';
import { MESSAGE_SUCCEEDED } from './send-message.ts';

const BUILDINGS = [
  { id: 3, name: 'Harbor Lofts' },
  { id: 4, name: 'Cedar Court' },
];

let app: Mounted | undefined;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function openApp(url: string): Promise<void> {
  window.history.replaceState(null, '', url);
  app = await mount(<App />);
}

function api(send: (request: RecordedRequest) => Answer, userInfo: object = MANAGER_INFO): RecordedRequest[] {
  return stubApi((request) => {
    if (request.path === '/users/user-info/') return { status: 200, body: userInfo };
    if (request.path === '/building-manager/buildings/') return { status: 200, body: BUILDINGS };
    if (request.path.startsWith('/building-manager/message-')) return send(request);
    // The user page behind the dialog lists its users: an empty page, in the list's own shape.
    if (request.path === '/building-manager/users/') return { status: 200, body: { count: 0, offset: 0, limit: 50, users: [] } };
    return { status: 200, body: [] };
  });
}

async function setValue(element: Element | null | undefined, value: string): Promise<void> {
  if (!(element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) throw new Error('not a field');
  await act(async () => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLSelectElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

beforeEach(async () => {
  await signOut();
  await clearOutboxOf(MANAGER_INFO.id);
  signIn(fakeJwt(MANAGER_INFO.id));
});
afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('message validation', () => {
  it('refuses an empty or whitespace-only message to the admin, and an empty one to a user', () => {
    expect(liaisonMessageError('')).toBe('This field is required.');
    expect(liaisonMessageError('  \n\t ')).toBe('This field is required.');
    expect(liaisonMessageError(undefined)).toBe('This field is required.');
    expect(liaisonMessageError('The lift is stuck')).toBeUndefined();
    expect(userMessageError('')).toBe('This Field is Required');
    expect(userMessageError('Hello')).toBeUndefined();
  });
});

describe('?contact', () => {
  it('has a 10-row textarea and shows the required texts without calling the server', async () => {
    const sent = api(() => ({ status: 200, body: { msg: 'Success' } }));
    await openApp('/my-task?contact');
    await eventually(() => expect(dialog()?.querySelectorAll('select option')).toHaveLength(3));
    expect(dialog()?.querySelector('textarea')?.getAttribute('rows')).toBe('10');
    await setValue(dialog()?.querySelector('textarea'), '   ');
    await submit(dialog()?.querySelector('form'));
    expect(dialog()?.textContent).toContain('This field is required.');
    expect(dialog()?.textContent).toContain('This Field is Required');
    expect(sent.filter((request) => request.path.startsWith('/building-manager/message-'))).toHaveLength(0);
  });

  it("sends {buildingId, message, isUrgent} and says 'Message sent successfully!' on 200 Success", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const sent = api(() => ({ status: 200, body: { msg: 'Success' } }));
    await openApp('/my-task?contact');
    await eventually(() => expect(dialog()?.querySelectorAll('select option')).toHaveLength(3));
    await setValue(dialog()?.querySelector('select'), '4');
    await setValue(dialog()?.querySelector('textarea'), 'The lobby door sticks.');
    await click(dialog()?.querySelector('input[type="checkbox"]'));
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(success).toHaveBeenCalledWith('Message sent successfully!'));
    const message = sent.find((request) => request.path === '/building-manager/message-liason/');
    expect(message?.body).toEqual({ buildingId: 4, message: 'The lobby door sticks.', isUrgent: true });
    expect(message?.idempotencyKey).toBeTruthy();
    expect(dialog()).toBeNull();
  });

  it("shows the server's msg otherwise and keeps the dialog open", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    api(() => ({ status: 422, body: errorBody('This building has no liaison to message.', 422) }));
    await openApp('/my-task?contact');
    await eventually(() => expect(dialog()?.querySelectorAll('select option')).toHaveLength(3));
    await setValue(dialog()?.querySelector('select'), '3');
    await setValue(dialog()?.querySelector('textarea'), 'Hello');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(error).toHaveBeenCalledWith('This building has no liaison to message.'));
    expect(dialog()).not.toBeNull();
  });

  it("treats a 200 whose msg is not 'Success' as not sent: shows that msg (admin message)", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    api(() => ({ status: 200, body: { msg: 'Liaison away until Monday' } }));
    await openApp('/my-task?contact');
    await eventually(() => expect(dialog()?.querySelectorAll('select option')).toHaveLength(3));
    await setValue(dialog()?.querySelector('select'), '3');
    await setValue(dialog()?.querySelector('textarea'), 'Hello');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(error).toHaveBeenCalledWith('Liaison away until Monday'));
    expect(success).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it('closed while sending: the finished send does not close the overlay opened since', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    let answer: (value: Answer) => void = () => undefined;
    const held = new Promise<Answer>((resolve) => (answer = resolve));
    const base = api(() => ({ status: 200, body: { msg: 'Success' } }));
    const fallback = vi.mocked(fetch);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/message-liason/')) return fallback(input, init);
      const reply = await held;
      const body = reply && reply !== 'network-error' ? reply.body : null;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await openApp('/my-task?contact');
    await eventually(() => expect(dialog()?.querySelectorAll('select option')).toHaveLength(3));
    await setValue(dialog()?.querySelector('select'), '3');
    await setValue(dialog()?.querySelector('textarea'), 'Closing before the answer');
    await submit(dialog()?.querySelector('form'));
    await click(dialog()?.querySelector('button[aria-label="Close"]'));
    await eventually(() => expect(dialog()).toBeNull());
    await act(async () => window.history.pushState(null, '', '/my-task?report'));
    await eventually(() => expect(dialog()).not.toBeNull());
    answer({ status: 200, body: { msg: 'Success' } });
    await eventually(() => expect(success).toHaveBeenCalledWith('Message sent successfully!'));
    expect(window.location.search).toBe('?report');
    expect(dialog()).not.toBeNull();
    expect(base.filter((request) => request.path === '/building-manager/message-liason/')).toHaveLength(0);
  });

  it('offline: queues the message with its key, says so, and lists it as unsent', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const sent = api(() => 'network-error');
    await openApp('/my-task?contact');
    await eventually(() => expect(dialog()?.querySelectorAll('select option')).toHaveLength(3));
    await setValue(dialog()?.querySelector('select'), '3');
    await setValue(dialog()?.querySelector('textarea'), 'Sent from the basement');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(success).toHaveBeenCalledWith(OFFLINE_SYNC_STRINGS.messageQueued));
    const queued = await outbox.listForUser(MANAGER_INFO.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'message-liason',
      state: 'pending',
      body: { buildingId: 3, message: 'Sent from the basement', isUrgent: false },
      label: 'Message to the Harbor Lofts liaison',
    });
    expect(queued[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // Queued at once when the app already knew the server unreachable (its first reads failed);
    // otherwise its one attempt went out with the key it keeps.
    const attempts = sent.filter((request) => request.path === '/building-manager/message-liason/');
    for (const attempt of attempts) expect(attempt.idempotencyKey).toBe(queued[0]?.idempotencyKey);
    await eventually(() => expect(document.querySelector('[data-testid="unsent-count"]')?.textContent).toBe('1'));
  });
});

describe('?broadcast-msg?userId=N', () => {
  it('names the recipient (name and e-mail from their profile) before anything is written', async () => {
    const sent = stubApi((request) => {
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (request.path === '/building-manager/buildings/') return { status: 200, body: BUILDINGS };
      if (request.path === '/building-manager/user-details/') {
        return { status: 200, body: { id: 12, firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com' } };
      }
      return { status: 200, body: [] };
    });
    await openApp('/analytics?broadcast-msg?userId=12');
    await eventually(() => expect(dialog()?.querySelector('[data-testid="message-recipient"]')?.textContent).toBe('To: Dana Reyes (dana@example.com)'));
    expect(sent.find((request) => request.path === '/building-manager/user-details/')?.body).toEqual({ userId: 12 });
  });

  it('requires a message, sends {userId, message}, and reports the result texts', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const sent = api(() => ({ status: 200, body: { msg: 'Success' } }));
    await openApp('/user-dashboard?broadcast-msg?userId=12');
    await eventually(() => expect(dialog()?.querySelector('textarea')).toBeTruthy());
    await submit(dialog()?.querySelector('form'));
    expect(dialog()?.textContent).toContain('This Field is Required');
    await setValue(dialog()?.querySelector('textarea'), 'Your parcel has arrived.');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(success).toHaveBeenCalledWith('Message sent successfully!'));
    expect(sent.find((request) => request.path === '/building-manager/message-user/')?.body).toEqual({
      userId: 12,
      message: 'Your parcel has arrived.',
    });
  });

  it("says 'Message sent successfully!' on any 200, whatever its msg (user message)", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    api(() => ({ status: 200, body: { msg: 'Queued for delivery' } }));
    await openApp('/user-dashboard?broadcast-msg?userId=12');
    await eventually(() => expect(dialog()?.querySelector('textarea')).toBeTruthy());
    await setValue(dialog()?.querySelector('textarea'), 'Hello');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(success).toHaveBeenCalledWith('Message sent successfully!'));
    expect(error).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it("shows the server's msg for anything but 200 and keeps the dialog open", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    api(() => ({ status: 404, body: errorBody('User not found', 404) }));
    await openApp('/user-dashboard?broadcast-msg?userId=12');
    await eventually(() => expect(dialog()?.querySelector('textarea')).toBeTruthy());
    await setValue(dialog()?.querySelector('textarea'), 'Hello');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(error).toHaveBeenCalledWith('User not found'));
    expect(dialog()).not.toBeNull();
  });

  it("sends a building admin's building as buildingId", async () => {
    await signOut();
    signIn(fakeJwt(BUILDING_ADMIN_INFO.id, 'building_admin'));
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const sent = api(() => ({ status: 200, body: { msg: 'Success' } }), BUILDING_ADMIN_INFO);
    await openApp('/user-dashboard?broadcast-msg?userId=12');
    await eventually(() => expect(session.account?.role).toBe('building_admin'));
    await eventually(() => expect(dialog()?.querySelector('textarea')).toBeTruthy());
    await setValue(dialog()?.querySelector('textarea'), 'From the desk');
    await submit(dialog()?.querySelector('form'));
    await eventually(() => expect(success).toHaveBeenCalledWith('Message sent successfully!'));
    expect(sent.find((request) => request.path === '/building-manager/message-user/')?.body).toEqual({
      userId: 12,
      message: 'From the desk',
      buildingId: BUILDING_ADMIN_INFO.buildingIdAdmin,
    });
    await clearOutboxOf(BUILDING_ADMIN_INFO.id);
  });
});

describe('success rule per dialog', () => {
  it("admin message: 200 with msg 'Success' only; user message: any 200", () => {
    expect(MESSAGE_SUCCEEDED['message-liason'](200, { msg: 'Success' })).toBe(true);
    expect(MESSAGE_SUCCEEDED['message-liason'](200, { msg: 'OK' })).toBe(false);
    expect(MESSAGE_SUCCEEDED['message-liason'](200, null)).toBe(false);
    expect(MESSAGE_SUCCEEDED['message-liason'](201, { msg: 'Success' })).toBe(false);
    expect(MESSAGE_SUCCEEDED['message-user'](200, null)).toBe(true);
    expect(MESSAGE_SUCCEEDED['message-user'](200, { msg: 'Queued' })).toBe(true);
    expect(MESSAGE_SUCCEEDED['message-user'](201, { msg: 'Success' })).toBe(false);
    expect(MESSAGE_SUCCEEDED['message-user'](404, { msg: 'User not found' })).toBe(false);
  });
});
