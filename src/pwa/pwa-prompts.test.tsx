import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, mount, type Mounted } from '../testing/render-for-test.tsx';
import { InstallButton } from './install-button.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { PWA_STRINGS } from './pwa-strings.ts';
import { readsHeld } from '../api/reads-held.ts';
import { registration } from '../testing/pwa-register-fake.ts';

vi.mock('virtual:pwa-register', () => import('../testing/pwa-register-fake.ts'));

/** A button by its accessible name: its aria-label, else its text. */
function buttonNamed(root: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent) === name);
}

let mounted: Mounted | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

describe('InstallButton', () => {
  it('appears only when the browser offers installation and opens its dialog on click', async () => {
    mounted = await mount(<InstallButton />);
    expect(buttonNamed(mounted.container, PWA_STRINGS.install)).toBeUndefined();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    await act(async () => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    const button = buttonNamed(mounted.container, PWA_STRINGS.install);
    expect(button).toBeDefined();

    await click(button);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(buttonNamed(mounted.container, PWA_STRINGS.install)).toBeUndefined();
  });
});

describe('UpdatePrompt', () => {
  it('registers the worker, says when a new version waits, and activates it only on Reload', async () => {
    mounted = await mount(<UpdatePrompt />);
    expect(registration.options).not.toBeNull();
    expect(mounted.container.textContent).toBe('');

    await act(async () => registration.options?.onNeedRefresh?.());
    expect(mounted.container.textContent).toContain('A new version is available.');
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();

    // The page stops reading through the old worker before it is asked to hand over (reads-held.ts).
    expect(readsHeld()).toBe(false);
    let heldWhenAsked: boolean | null = null;
    registration.updateServiceWorker.mockImplementationOnce(async () => {
      heldWhenAsked = readsHeld();
    });
    await click(buttonNamed(mounted.container, 'Reload'));
    expect(registration.updateServiceWorker).toHaveBeenCalledTimes(1);
    expect(heldWhenAsked).toBe(true);
    expect(mounted.container.textContent).toBe('');
  });

  it('can be put off without updating', async () => {
    mounted = await mount(<UpdatePrompt />);
    await act(async () => registration.options?.onNeedRefresh?.());
    registration.updateServiceWorker.mockClear();
    await click(buttonNamed(mounted.container, PWA_STRINGS.later));
    expect(mounted.container.textContent).toBe('');
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
  });
});
