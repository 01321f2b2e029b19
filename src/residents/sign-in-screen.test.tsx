import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../config/web-storage.ts';
import { errorBody, stubApi } from '../testing/fake-api.ts';
import { byLabel, click, eventually, mount, submit, typeInto, type Mounted } from '../testing/render-for-test.tsx';
import { ResidentApp } from './resident-app.tsx';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

let app: Mounted | undefined;

async function open(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<ResidentApp />);
  return app.container;
}

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;

beforeEach(() => {
  writeStored('residentSession', null);
});

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('residents sign in (/r)', () => {
  it('asks for a code with the e-mail, then signs in with the 6-digit code and opens /r/events', async () => {
    const sent = stubApi(({ path }) => {
      if (path === '/residents/request-code/') return { status: 202, body: {} };
      if (path === '/residents/verify-code/') return { status: 200, body: { token: 'resident.token.one' } };
      if (path === '/residents/events/') return { status: 200, body: { events: [] } };
      return undefined;
    });
    const root = await open('/r');
    await typeInto(byLabel(root, S.emailLabel), 'ava@example.com');
    await submit(root.querySelector('form'));
    await eventually(() => expect(byLabel(root, S.codeLabel)).not.toBeNull());
    const code = byLabel(root, S.codeLabel)!;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(sent.find((request) => request.path === '/residents/request-code/')?.body).toEqual({ email: 'ava@example.com' });

    await typeInto(code, '123456');
    await submit(root.querySelector('form'));
    await eventually(() => expect(window.location.pathname).toBe('/r/events'));
    expect(sent.find((request) => request.path === '/residents/verify-code/')?.body).toEqual({ email: 'ava@example.com', code: '123456' });
    expect(readStored('residentSession')?.token).toBe('resident.token.one');
  });

  it("shows the server's sentence in an alert that takes the focus", async () => {
    stubApi(({ path }) => {
      if (path === '/residents/request-code/') return { status: 202, body: {} };
      if (path === '/residents/verify-code/') return { status: 400, body: errorBody('That code is not right or has expired.', 400) };
      return undefined;
    });
    const root = await open('/r');
    await typeInto(byLabel(root, S.emailLabel), 'ava@example.com');
    await submit(root.querySelector('form'));
    await eventually(() => expect(byLabel(root, S.codeLabel)).not.toBeNull());
    await typeInto(byLabel(root, S.codeLabel), '000000');
    await submit(root.querySelector('form'));
    await eventually(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe('That code is not right or has expired.'));
    expect(document.activeElement).toBe(root.querySelector('[role="alert"]'));
    expect(readStored('residentSession')).toBeNull();
  });

  it('opened from the e-mailed link, sends nothing until Continue is pressed', async () => {
    const sent = stubApi(({ path }) => {
      if (path === '/residents/use-link/') return { status: 200, body: { token: 'resident.token.two' } };
      if (path === '/residents/events/') return { status: 200, body: { events: [] } };
      return undefined;
    });
    const root = await open('/r?link=LINKTOKEN123');
    await eventually(() => expect(buttonNamed(root, S.continue)).not.toBeNull());
    // A mail scanner opening the link changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await click(buttonNamed(root, S.continue));
    await eventually(() => expect(window.location.pathname).toBe('/r/events'));
    expect(sent.find((request) => request.path === '/residents/use-link/')?.body).toEqual({ token: 'LINKTOKEN123' });
    expect(readStored('residentSession')?.token).toBe('resident.token.two');
  });
});
