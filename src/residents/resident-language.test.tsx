// The residents' language: chosen on /r/me (at once, no reload, saved on the account with the
// settings call and kept on the device), the device's choice at the next start, the account's
// followed at sign-in, and nothing of it left on the device after sign-out.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '../config/web-storage.ts';
import { LANGUAGE_NAMES } from '../contract/languages.ts';
import { activeLanguage } from '../i18n/catalogue.ts';
import { setLanguage } from '../i18n/language.ts';
import { stubApi, type RecordedRequest } from '../testing/fake-api.ts';
import { byLabel, click, eventually, mount, submit, typeInto, type Mounted } from '../testing/render-for-test.tsx';
import es from '../i18n/catalogues/es/residents/resident-app.ts';
import ar from '../i18n/catalogues/ar/residents/resident-app.ts';
import { ResidentApp } from './resident-app.tsx';
import { residentApi } from './resident-api.ts';
import { startingResidentLanguage } from './resident-language.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

let app: Mounted | undefined;

async function open(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<ResidentApp />);
  return app.container;
}

const RESIDENT_TOKEN = `x.${btoa(JSON.stringify({ sub: '502', role: 'resident', ver: 0 }))}.y`;
const MY_EVENTS = {
  upcoming: [{ id: 1, name: 'Yoga', buildingName: 'Harbor View', timeZone: 'UTC', venue: 'Rooftop', date: '2030-05-04', startTime: '18:00', endTime: '19:00', myStatus: 'going' }],
  past: [],
};

/** The residents' calls of /r/me, the settings keeping what they are sent. */
function residentServer(initial: { language: string | null } = { language: null }): RecordedRequest[] {
  let settings = { reminders: true, language: initial.language };
  return stubApi(({ path, body }) => {
    if (path === '/residents/my-events/') return { status: 200, body: MY_EVENTS };
    if (path === '/residents/pass/') return { status: 200, body: { pass: 'P'.repeat(31), firstName: 'Ava', units: [] } };
    if (path === '/residents/settings/') {
      settings = { ...settings, ...(body as object | undefined) };
      return { status: 200, body: settings };
    }
    if (path === '/residents/verify-code/') return { status: 200, body: { token: RESIDENT_TOKEN } };
    if (path === '/residents/request-code/') return { status: 202, body: {} };
    if (path === '/residents/events/') return { status: 200, body: { events: [] } };
    return undefined;
  });
}

async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const chooser = (root: ParentNode) => root.querySelector<HTMLSelectElement>('select#r-language');

beforeEach(() => {
  writeStored('residentSession', { token: RESIDENT_TOKEN, sessionTime: Date.now() });
  removeStored('residentLanguage');
});

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  removeStored('residentSession');
  removeStored('residentLanguage');
  await setLanguage('en');
  vi.unstubAllGlobals();
});

describe("the language chooser on /r/me", () => {
  it('is a labelled select of the three languages, each named in itself, on the language in force', async () => {
    residentServer();
    const root = await open('/r/me');
    await eventually(() => expect(chooser(root)).not.toBeNull());
    const select = chooser(root)!;
    expect(byLabel(root, S.languageLabel)).toBe(select);
    expect([...select.options].map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', LANGUAGE_NAMES.en, 'en'],
      ['es', LANGUAGE_NAMES.es, 'es'],
      ['ar', LANGUAGE_NAMES.ar, 'ar'],
    ]);
    expect(select.value).toBe('en');
  });

  it('choosing Spanish draws /r/me in Spanish at once, without a reload, saves it on the account and keeps it on the device', async () => {
    const sent = residentServer();
    const root = await open('/r/me');
    await eventually(() => expect(chooser(root)).not.toBeNull());
    expect(root.querySelector('h1')?.textContent).toBe('My events');
    const page = window.location.href;
    // A reload would put a new document under the test; this one marks the one we are in.
    document.body.dataset.sameDocument = 'yes';

    await choose(chooser(root)!, 'es');

    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(es.meHeading));
    expect(root.textContent).toContain(es.youreGoing);
    expect(root.querySelector('nav')?.textContent).toContain(es.navEvents);
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.body.dataset.sameDocument).toBe('yes');
    expect(window.location.href).toBe(page);
    await eventually(() => expect(sent.filter((request) => request.path === '/residents/settings/' && request.body !== undefined && 'language' in (request.body as object))).toHaveLength(1));
    const save = sent.find((request) => request.path === '/residents/settings/' && 'language' in ((request.body ?? {}) as object));
    expect(save).toMatchObject({ method: 'POST', body: { language: 'es' }, authorization: `JWT ${RESIDENT_TOKEN}` });
    expect(readStored('residentLanguage')).toBe('es');
    // Drawn again in the new language, the chooser has the focus back and shows the choice.
    await eventually(() => expect(document.activeElement).toBe(chooser(root)));
    expect(chooser(root)!.value).toBe('es');
    expect(byLabel(root, es.languageLabel)).toBe(chooser(root));
    delete document.body.dataset.sameDocument;
  });

  it('Arabic reads right to left', async () => {
    residentServer();
    const root = await open('/r/me');
    await eventually(() => expect(chooser(root)).not.toBeNull());
    await choose(chooser(root)!, 'ar');
    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(ar.meHeading));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says so when the account could not be updated, and the device keeps the choice', async () => {
    stubApi(({ path, body }) => {
      if (path === '/residents/my-events/') return { status: 200, body: MY_EVENTS };
      if (path === '/residents/settings/') return body !== undefined && 'language' in (body as object) ? 'network-error' : { status: 200, body: { reminders: true, language: null } };
      return undefined;
    });
    const root = await open('/r/me');
    await eventually(() => expect(chooser(root)).not.toBeNull());
    await choose(chooser(root)!, 'es');
    await eventually(() => expect(root.querySelector('#r-language-error')?.textContent).toBe(es.offline));
    expect(root.querySelector('#r-language-error')?.getAttribute('role')).toBe('alert');
    expect(root.querySelector('h1')?.textContent).toBe(es.meHeading);
    expect(readStored('residentLanguage')).toBe('es');
  });
});

describe("the resident's language on this device", () => {
  it('the stored language is the one a start draws in; else the browser’s', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX', 'en'], language: 'es-MX', onLine: true });
    expect(startingResidentLanguage()).toBe('es');
    writeStored('residentLanguage', 'ar');
    expect(startingResidentLanguage()).toBe('ar');
    vi.unstubAllGlobals();

    residentServer();
    // As main.tsx starts: the language first, then the first render.
    await setLanguage(startingResidentLanguage());
    const root = await open('/r/me');
    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(ar.meHeading));
    expect(document.documentElement.dir).toBe('rtl');
    await eventually(() => expect(chooser(root)?.value).toBe('ar'));
  });

  it('is wiped at sign-out, and the sign-in screen follows the browser’s language again', async () => {
    residentServer();
    writeStored('residentLanguage', 'es');
    await setLanguage(startingResidentLanguage());
    const root = await open('/r/me');
    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(es.meHeading));
    const signOut = [...root.querySelectorAll('button')].find((button) => button.textContent === es.signOut);
    await click(signOut);
    await eventually(() => expect(window.location.pathname).toBe('/r'));
    expect(readStored('residentSession')).toBeNull();
    expect(readStored('residentLanguage')).toBeNull();
    // jsdom's browser speaks English.
    await eventually(() => expect(activeLanguage()).toBe('en'));
    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(S.signInHeading));
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows the account's language once its settings arrive after sign-in ('es-MX' is Spanish)", async () => {
    removeStored('residentSession');
    const sent = residentServer({ language: 'es-MX' });
    const root = await open('/r');
    await typeInto(byLabel(root, S.emailLabel), 'ava@example.com');
    await submit(root.querySelector('form'));
    await eventually(() => expect(byLabel(root, S.codeLabel)).not.toBeNull());
    await typeInto(byLabel(root, S.codeLabel), '123456');
    await submit(root.querySelector('form'));
    await eventually(() => expect(window.location.pathname).toBe('/r/events'));
    await eventually(() => expect(activeLanguage()).toBe('es'));
    expect(readStored('residentLanguage')).toBe('es');
    await eventually(() => expect(root.querySelector('h1')?.textContent).toBe(es.eventsHeading));
    expect(sent.filter((request) => request.path === '/residents/settings/').map((request) => request.body)).toEqual([{}]);
  });
});

describe('the language of every call', () => {
  it('says the language in force in Accept-Language, so the server answers in it', async () => {
    const languages: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      languages.push(new Headers(init.headers).get('Accept-Language'));
      return new Response(JSON.stringify({ reminders: true, language: null }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await residentApi.settings(RESIDENT_TOKEN);
    await setLanguage('ar');
    await residentApi.settings(RESIDENT_TOKEN);
    expect(languages).toEqual(['en', 'ar']);
  });
});
