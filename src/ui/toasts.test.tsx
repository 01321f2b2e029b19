// react-toastify loads with the first toast (the sign-in page's JS budget); the toast still shows.
import { describe, expect, it } from 'vitest';
import { eventually, mount } from '../testing/render-for-test.tsx';
import { notify, Toasts } from './toasts.tsx';

describe('toasts', () => {
  it('mount no container until the first toast, then show that toast and the next', async () => {
    const { container, unmount } = await mount(<Toasts />);
    expect(container.innerHTML).toBe('');
    notify.error('Login token expired!');
    await eventually(() => expect(container.textContent).toContain('Login token expired!'));
    notify.success('Password changed successfully!');
    await eventually(() => expect(container.textContent).toContain('Password changed successfully!'));
    await unmount();
  });

  it('show the same words once while they are on screen, and list different ones one above the other, newest last', async () => {
    const { container, unmount } = await mount(<Toasts />);
    notify.error('You are offline.');
    notify.error('You are offline.');
    notify.success('Saved.');
    await eventually(() => expect(container.querySelectorAll('.Toastify__toast')).toHaveLength(2));
    const texts = [...container.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
    expect(texts).toEqual(['You are offline.', 'Saved.']);
    expect(container.querySelector('[data-stacked="true"]')).toBeNull();
    await unmount();
  });
});
