// A building's reminder hours on /building: read when the panel opens, checked on the device, saved
// with the connection and shown as the server answered them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../state/session.ts';
import { stubApi } from '../../testing/fake-api.ts';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { byLabel, click, eventually, mount, typeInto, type Mounted } from '../../testing/render-for-test.tsx';
import { ReminderHoursPanel } from './reminder-hours-panel.tsx';
import { REMINDER_HOURS_STRINGS as S } from './reminder-hours-strings.ts';

let panel: Mounted | undefined;

afterEach(async () => {
  await panel?.unmount();
  panel = undefined;
  await signOut();
  vi.unstubAllGlobals();
});

const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;

describe("a building's reminder hours", () => {
  it('reads the hours when opened and saves the two fields, an empty one left out', async () => {
    signIn(fakeJwt(1));
    let hours = [24, 2];
    const sent = stubApi(({ path, body }) => {
      if (path !== '/building-manager/building-reminders/') return undefined;
      const change = body as { reminderHours?: number[] };
      if (change.reminderHours) hours = [...change.reminderHours].sort((a, b) => b - a);
      return { status: 200, body: { buildingId: 4, reminderHours: hours } };
    });
    panel = await mount(<ReminderHoursPanel buildingId={4} buildingName="Harbor View" />);
    const root = panel.container;
    expect(sent).toEqual([]);
    const details = root.querySelector('details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await eventually(() => expect(byLabel(root, S.first)?.value).toBe('24'));
    expect(byLabel(root, S.second)?.value).toBe('2');

    await typeInto(byLabel(root, S.second), '24');
    await click(buttonNamed(root, S.save));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(S.same);
    expect(sent.filter((request) => request.body && 'reminderHours' in (request.body as object))).toEqual([]);

    await typeInto(byLabel(root, S.first), '48');
    await typeInto(byLabel(root, S.second), '');
    await click(buttonNamed(root, S.save));
    await eventually(() => expect(root.textContent).toContain(S.saved));
    expect(sent.at(-1)?.body).toEqual({ buildingId: 4, reminderHours: [48] });
    expect(byLabel(root, S.first)?.value).toBe('48');
    expect(byLabel(root, S.second)?.value).toBe('');
  });
});
