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
});
