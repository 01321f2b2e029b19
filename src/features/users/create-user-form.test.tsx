// Create mode: 'Please fill the required fields', 'Please add Building name
// first', the e-mail check 1 s after typing stops (lower-cased) blocking a registered address, the
// payload, 'Profile created successfully!' then the reload 1.5 s later, 'Something went wrong', and
// the offline refusal.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Building } from '../../api/buildings-api.ts';
import { PHONE_STRINGS } from '../../contract/phone-number.ts';
import { connectivity } from '../../offline/connectivity.ts';
import { signIn, signOut } from '../../state/session.ts';
import { usersUi } from '../../state/users.ts';
import { errorBody, MANAGER_INFO, stubApi, type RecordedRequest } from '../../testing/fake-api.ts';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { byLabel, click, eventually, mount, typeInto, type Mounted } from '../../testing/render-for-test.tsx';
import { notify } from '../../ui/toasts.tsx';
import { CreateUserForm, createUserPayload, EMAIL_CHECK_DEBOUNCE_MS, missingRequired, RELOAD_AFTER_CREATE_MS } from './create-user-form.tsx';
import { USERS_STRINGS as S } from './users-strings.ts';

const BUILDINGS: Building[] = [
  { id: 4, name: 'Cedar Court', dashboardAccess: true, buildingType: 'COMMERCIAL', amenityMembership: false, blocks: [], companies: [{ id: 9, name: 'Acme' }] },
  { id: 1, name: 'Harbor Lofts', dashboardAccess: true, buildingType: 'RESIDENTIAL', amenityMembership: true, blocks: [{ id: 2, name: 'Tower B' }], companies: [] },
];
const REGISTERED = 'dana@example.com';

let form: Mounted | undefined;
let sent: RecordedRequest[] = [];
/** When each e-mail check reached the server (performance.now()). */
let checkTimes: number[] = [];
let createAnswer: { status: number; body: unknown } = { status: 200, body: { msg: 'Success', id: 77 } };
const reload = vi.fn();

async function openForm(): Promise<HTMLElement> {
  checkTimes = [];
  sent = stubApi((request) => {
    if (request.path === '/users/check-mail/') {
      checkTimes.push(performance.now());
      const email = new URLSearchParams(request.query).get('email');
      return { status: 200, body: { registered: email === REGISTERED } };
    }
    if (request.path === '/building-manager/create-user/') return createAnswer;
    return undefined;
  });
  form = await mount(<CreateUserForm buildings={BUILDINGS} adminBuildingId={null} reload={reload} />);
  return form.container;
}

const field = (root: HTMLElement, label: string) => byLabel(root, label);
const submitButton = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === S.createUser);
const checks = () => sent.filter((request) => request.path === '/users/check-mail/');
const creates = () => sent.filter((request) => request.path === '/building-manager/create-user/');
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function checkBuilding(root: HTMLElement, name: string): Promise<void> {
  const label = [...root.querySelectorAll('label.users-checkbox')].find((each) => each.textContent === name);
  await click(label?.querySelector('input'));
}

beforeEach(async () => {
  await signOut();
  signIn(fakeJwt(MANAGER_INFO.id));
  createAnswer = { status: 200, body: { msg: 'Success', id: 77 } };
  reload.mockReset();
});
afterEach(async () => {
  await form?.unmount();
  form = undefined;
  connectivity.online = true;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('create-user form', () => {
  it('asks for the required fields and a building before anything is sent', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const root = await openForm();
    await click([...root.querySelectorAll('button')].find((button) => button.textContent === S.chooseUnit));
    expect(error).toHaveBeenCalledWith(S.addBuildingFirst);
    await click(submitButton(root));
    expect(error).toHaveBeenLastCalledWith(S.fillRequired);
    expect(root.textContent).toContain(S.required);
    expect(creates()).toHaveLength(0);
    expect(field(root, S.firstName)?.maxLength).toBe(500);
    // A phone as people write it: the phone keyboard, brackets and dashes allowed.
    expect(field(root, S.cellPhone)?.type).toBe('tel');
    expect(field(root, S.cellPhone)?.getAttribute('inputmode')).toBe('tel');
  });

  it('refuses with a sentence what cannot be a phone, and sends nothing', async () => {
    const root = await openForm();
    await typeInto(field(root, S.firstName), 'Eli');
    await typeInto(field(root, S.lastName), 'Stone');
    await typeInto(field(root, S.email), 'eli@example.com');
    await checkBuilding(root, 'Cedar Court');
    await typeInto(field(root, S.cellPhone), 'call me');
    await click(submitButton(root));
    await eventually(() => expect(root.textContent).toContain(PHONE_STRINGS.invalid));
    expect(creates()).toHaveLength(0);
  });

  it('checks the e-mail in lower case 1 s after typing stops and blocks a registered one', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const root = await openForm();
    await typeInto(field(root, S.email), 'Dana@');
    await wait(300);
    // Read before the last keystroke: the form's pause starts in an effect before typeInto returns,
    // and on a busy machine its act() can take a fifth of a second after that to resolve.
    const typingStopped = performance.now();
    await typeInto(field(root, S.email), 'DANA@Example.com');
    await eventually(() => expect(root.textContent).toContain(S.emailRegistered));
    // A timer fires late on a busy machine, never early: the one check came a full pause after typing.
    expect(checkTimes).toHaveLength(1);
    expect(checkTimes[0]! - typingStopped).toBeGreaterThanOrEqual(EMAIL_CHECK_DEBOUNCE_MS - 5);
    expect(checks().map((request) => new URLSearchParams(request.query).get('email'))).toEqual([REGISTERED]);
    expect(submitButton(root)?.disabled).toBe(true);
    expect(creates()).toHaveLength(0);
    expect(error).not.toHaveBeenCalled();
  });

  it('creates the user, says so and reloads 1.5 s later showing the new user', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const root = await openForm();
    await typeInto(field(root, S.firstName), ' Eli ');
    await typeInto(field(root, S.lastName), 'Stone');
    await typeInto(field(root, S.email), 'Eli.Stone@Example.com');
    await checkBuilding(root, 'Harbor Lofts');
    await eventually(() => expect(root.querySelector('select')).not.toBeNull());
    const select = root.querySelector('select')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, '2');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await typeInto(field(root, S.cellPhone), '+1 (555) 123-4567');
    // Harbor Lofts offers amenity membership, so the checkbox shows.
    const amenity = [...root.querySelectorAll('label.users-checkbox')].find((each) => each.textContent === S.amenityMember);
    await click(amenity?.querySelector('input'));
    await click(submitButton(root));
    await eventually(() => expect(success).toHaveBeenCalledWith(S.profileCreated));
    expect(creates()[0]?.body).toEqual({
      firstName: 'Eli',
      lastName: 'Stone',
      email: 'eli.stone@example.com',
      userBuildings: [1],
      units: [2],
      // Its digits and the leading +, never dropped.
      cellPhone: '+15551234567',
      amenityMember: 1,
    });
    expect(reload).not.toHaveBeenCalled();
    await wait(RELOAD_AFTER_CREATE_MS + 100);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(usersUi.selectedUserId).toBe(77);
  });

  it("a front desk's new resident waits for a manager: the server's sentence, an empty form, no reload", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const waiting = 'Sent: a manager will confirm this resident.';
    createAnswer = { status: 202, body: { msg: waiting } };
    const root = await openForm();
    await typeInto(field(root, S.firstName), 'Eli');
    await typeInto(field(root, S.lastName), 'Stone');
    await typeInto(field(root, S.email), 'eli@example.com');
    await checkBuilding(root, 'Harbor Lofts');
    await click(submitButton(root));
    await eventually(() => expect(success).toHaveBeenCalledWith(waiting));
    expect(success).not.toHaveBeenCalledWith(S.profileCreated);
    await eventually(() => expect(field(root, S.firstName)?.value).toBe(''));
    await wait(RELOAD_AFTER_CREATE_MS + 100);
    expect(reload).not.toHaveBeenCalled();
    expect(usersUi.selectedUserId).toBeNull();
  });

  it("says 'Something went wrong' for any other answer, and that a creation needs the connection offline", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    createAnswer = { status: 403, body: errorBody('userBuildings: not yours', 403) };
    const root = await openForm();
    await typeInto(field(root, S.firstName), 'Eli');
    await typeInto(field(root, S.lastName), 'Stone');
    await typeInto(field(root, S.email), 'eli@example.com');
    await checkBuilding(root, 'Cedar Court');
    await click(submitButton(root));
    await eventually(() => expect(error).toHaveBeenCalledWith(S.somethingWrong));
    expect(creates()).toHaveLength(1);

    connectivity.online = false;
    await click(submitButton(root));
    await eventually(() => expect(error).toHaveBeenLastCalledWith(S.createOffline));
    expect(creates()).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('create-user payload', () => {
  it('needs first name, last name, e-mail and a building', () => {
    expect(missingRequired({ firstName: 'A', lastName: 'B', email: 'a@b.co', userBuildings: ['1'] })).toBe(false);
    expect(missingRequired({ firstName: ' ', lastName: 'B', email: 'a@b.co', userBuildings: ['1'] })).toBe(true);
    expect(missingRequired({ firstName: 'A', lastName: 'B', email: 'a@b.co', userBuildings: [] })).toBe(true);
  });

  it('sends amenity membership only when a chosen building offers it, and a building admin its building', () => {
    const payload = createUserPayload(
      { firstName: 'A', lastName: 'B', email: 'A@B.CO', userBuildings: ['4'], units: { 4: '9' }, amenityMember: true, apartment: ' ' },
      BUILDINGS,
      4,
    );
    expect(payload).toEqual({ firstName: 'A', lastName: 'B', email: 'a@b.co', userBuildings: [4], units: [9], amenityMember: 0, buildingId: 4 });
  });
});
