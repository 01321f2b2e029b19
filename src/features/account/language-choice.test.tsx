// The staff's language chooser: a choice redraws at once (no reload), is kept on the device and
// saved on the account; offline it stays this device's and says so; sign-out forgets it.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../../api/endpoints.ts';
import { readStored } from '../../config/web-storage.ts';
import { setLanguage, useLanguage } from '../../i18n/language.ts';
import { followStaffLanguage } from '../../state/staff-language.ts';
import { setAccount, signIn, signOut } from '../../state/session.ts';
import { isCall, MANAGER_INFO, stubApi } from '../../testing/fake-api.ts';
import { byLabel, eventually, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { LANGUAGE_CHOICE_STRINGS as S } from './language-strings.ts';

/** A screen keyed by the language, as the app root keys every screen. */
function Screen() {
  const language = useLanguage();
  return (
    <div key={language}>
      <LanguageChoice />
    </div>
  );
}

let screen: Mounted | undefined;

async function choose(label: string, value: string): Promise<void> {
  const select = byLabel(document.body, label) as unknown as HTMLSelectElement | null;
  if (select === null) throw new Error(`no field labelled ${label}`);
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

afterEach(async () => {
  await screen?.unmount();
  screen = undefined;
  await signOut();
  await act(() => setLanguage('en'));
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the staff language chooser', () => {
  it('switches the screen at once, keeps the choice on the device and saves it on the account', async () => {
    const sent = stubApi((request) => (isCall(request, ACCOUNT_ENDPOINTS.setLanguage) ? { status: 200, body: { language: 'es' } } : undefined));
    signIn('token-1');
    setAccount({ ...MANAGER_INFO, displayPicture: null, language: 'en' });
    screen = await mount(<Screen />);
    await choose(S.label, 'es');
    await eventually(() => expect((byLabel(document.body, 'Idioma') as unknown as HTMLSelectElement | null)?.value).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
    expect(readStored('staffLanguage')).toBe('es');
    await eventually(() => expect(sent.filter((request) => isCall(request, ACCOUNT_ENDPOINTS.setLanguage)).map((request) => request.body)).toEqual([{ language: 'es' }]));
    await choose('Idioma', 'ar');
    await eventually(() => expect(document.documentElement.dir).toBe('rtl'));
    expect((byLabel(document.body, 'اللغة') as unknown as HTMLSelectElement | null)?.value).toBe('ar');
  });

  it("offline, the choice is this device's and the screen says it was not saved", async () => {
    stubApi(() => 'network-error');
    signIn('token-2');
    screen = await mount(<Screen />);
    await choose(S.label, 'es');
    await eventually(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('No hay conexión.'));
    expect(readStored('staffLanguage')).toBe('es');
  });

  it("follows the account's language when it loads, and forgets it at sign-out", async () => {
    const stop = followStaffLanguage();
    try {
      signIn('token-3');
      setAccount({ ...MANAGER_INFO, displayPicture: null, language: 'ar' });
      await eventually(() => expect(document.documentElement.lang).toBe('ar'));
      expect(readStored('staffLanguage')).toBe('ar');
      await signOut();
      await eventually(() => expect(document.documentElement.lang).toBe('en'));
      expect(readStored('staffLanguage')).toBeNull();
    } finally {
      stop();
    }
  });
});
