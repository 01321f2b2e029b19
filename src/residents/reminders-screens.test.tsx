// The residents' app's reminder parts: the give-back page a reminder's link opens (reads the event,
// acts only on its button, without a session) and the "Reminders by e-mail" switch on /r/me.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeStored, writeStored } from '../config/web-storage.ts';
import { stubApi } from '../testing/fake-api.ts';
import { click, eventually, mount, type Mounted } from '../testing/render-for-test.tsx';
import { REMINDER_STRINGS as R } from './reminder-strings.ts';
import { ResidentApp } from './resident-app.tsx';

let app: Mounted | undefined;

async function open(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<ResidentApp />);
  return app.container;
}

afterEach(async () => {
  await app?.unmount();
  app = undefined;
  removeStored('residentSession');
  vi.unstubAllGlobals();
});

const TOKEN = 'T'.repeat(43);
const EVENT = { name: 'Evening stretch', buildingName: 'Harbor View', timeZone: 'UTC', venue: 'Rooftop', date: '2030-05-04', startTime: '18:00', endTime: '18:50' };
const buttonNamed = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;

describe('the give-back page (/r/give-back)', () => {
  it('shows the event and gives the place back only when its button is pressed, with no session', async () => {
    const sent = stubApi(({ path }) => {
      if (path === '/residents/give-back-event/') return { status: 200, body: { event: EVENT, state: 'open' } };
      if (path === '/residents/give-back/') return { status: 200, body: { rsvp: { eventId: 7, status: 'cancelled', lateCancel: true } } };
      return undefined;
    });
    const root = await open(`/r/give-back?token=${TOKEN}`);
    await eventually(() => expect(buttonNamed(root, R.giveBack)).not.toBeNull());
    expect(root.querySelector('h2')?.textContent).toBe(EVENT.name);
    expect(root.textContent).toContain('Rooftop');
    expect(sent.map((request) => request.path)).toEqual(['/residents/give-back-event/']);
    await click(buttonNamed(root, R.giveBack)!);
    await eventually(() => expect(root.textContent).toContain(R.givenBack(EVENT.name)));
    const giveBack = sent.find((request) => request.path === '/residents/give-back/');
    expect(giveBack).toMatchObject({ method: 'POST', body: { token: TOKEN }, authorization: null });
    expect(buttonNamed(root, R.giveBack)).toBeNull();
  });

  it('says a place already given back, and offers no button', async () => {
    stubApi(({ path }) => (path === '/residents/give-back-event/' ? { status: 200, body: { event: EVENT, state: 'given-back' } } : undefined));
    const root = await open(`/r/give-back?token=${TOKEN}`);
    await eventually(() => expect(root.textContent).toContain(R.alreadyGivenBack));
    expect(buttonNamed(root, R.giveBack)).toBeNull();
  });

  it("shows the server's sentence for a link that is not valid", async () => {
    stubApi(() => ({ status: 400, body: { msg: 'This link is not valid.', field: 'token' } }));
    const root = await open(`/r/give-back?token=${TOKEN}`);
    await eventually(() => expect(root.querySelector('[role="alert"]')?.textContent).toBe('This link is not valid.'));
  });
});

describe('the reminders switch on /r/me', () => {
  it('shows the setting and saves a change at once', async () => {
    writeStored('residentSession', { token: `x.${btoa(JSON.stringify({ sub: '502', role: 'resident', ver: 0 }))}.y`, sessionTime: Date.now() });
    let reminders = true;
    const sent = stubApi(({ path, body }) => {
      if (path === '/residents/my-events/') return { status: 200, body: { upcoming: [], past: [] } };
      if (path === '/residents/settings/') {
        const change = body as { reminders?: boolean } | undefined;
        if (change?.reminders !== undefined) reminders = change.reminders;
        return { status: 200, body: { reminders, language: null } };
      }
      return undefined;
    });
    const root = await open('/r/me');
    const toggle = () => root.querySelector<HTMLInputElement>('input[role="switch"]');
    await eventually(() => expect(toggle()?.checked).toBe(true));
    expect(toggle()!.closest('label')?.textContent).toContain(R.remindersLabel);
    await click(toggle()!);
    await eventually(() => expect(root.textContent).toContain(R.remindersOff));
    expect(toggle()!.checked).toBe(false);
    expect(sent.filter((request) => request.path === '/residents/settings/').map((request) => request.body)).toEqual([{}, { reminders: false }]);
  });
});
