// The incident report dialog: labelled fields, "Someone else" by default, the time in the building's
// clock, a missing description refused before anything is sent, and the body it hands over.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportIncidentBody } from '../../api/event-notes-api.ts';
import { byLabel, click, mount, submit, type Mounted } from '../../testing/render-for-test.tsx';
import { IncidentDialog, localInputValue } from './incident-dialog.tsx';
import { EVENT_NOTES_STRINGS as S } from './event-notes-strings.ts';

let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
// 2026-11-28 15:04 UTC is 10:04 in New York.
const NOW = Date.UTC(2026, 10, 28, 15, 4);

async function typeText(element: HTMLElement | null, value: string): Promise<void> {
  if (!(element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) throw new Error('not a field');
  await act(async () => {
    const proto = Object.getPrototypeOf(element) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

async function open(onSubmit = vi.fn<(body: ReportIncidentBody) => void>(), onClose = vi.fn()) {
  view = await mount(
    <IncidentDialog
      eventId={7}
      timeZone="America/New_York"
      people={[{ userId: 11, name: 'Ana Resident' }, { userId: 12, name: 'Ben Resident' }]}
      onSubmit={onSubmit}
      onClose={onClose}
      now={NOW}
    />,
  );
  return { onSubmit, onClose };
}

describe('IncidentDialog', () => {
  it('is a labelled dialog whose fields each have a label, and starts on "Someone else" at the building\'s time now', async () => {
    await open();
    const root = dialog();
    expect(root.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(root.getAttribute('aria-labelledby')!)?.textContent).toBe(S.dialogTitle);
    const who = byLabel(root, S.who) as unknown as HTMLSelectElement;
    expect(who.value).toBe('');
    expect([...who.options].map((o) => o.textContent)).toEqual([S.someoneElse, 'Ana Resident', 'Ben Resident']);
    expect(byLabel(root, S.whatHappened)).toBeInstanceOf(HTMLTextAreaElement);
    expect(byLabel(root, S.actionTaken)).toBeInstanceOf(HTMLTextAreaElement);
    expect(byLabel(root, S.time)?.value).toBe('2026-11-28T10:04');
    expect(root.querySelector('fieldset legend')?.textContent).toBe(S.severity);
    expect([...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => [r.value, r.checked])).toEqual([
      ['minor', true], ['needed care', false], ['emergency services', false],
    ]);
  });

  it('refuses an empty description before sending anything, and says so beside the field', async () => {
    const { onSubmit } = await open();
    await submit(dialog().querySelector('form'));
    expect(onSubmit).not.toHaveBeenCalled();
    const what = byLabel(dialog(), S.whatHappened)!;
    expect(what.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(what.getAttribute('aria-describedby')!)?.textContent).toBe(S.descriptionRequired);
  });

  it('hands over the report: the resident chosen, the texts, the severity and the time as a moment', async () => {
    const { onSubmit } = await open();
    const root = dialog();
    await typeText(byLabel(root, S.who), '11');
    await typeText(byLabel(root, S.whatHappened), 'Twisted ankle');
    await typeText(byLabel(root, S.actionTaken), 'Ice pack');
    await click(root.querySelector('input[value="needed care"]'));
    await typeText(byLabel(root, S.time), '2026-11-28T09:45');
    await submit(root.querySelector('form'));
    expect(onSubmit).toHaveBeenCalledWith({
      eventId: 7, userId: 11, description: 'Twisted ankle', actionTaken: 'Ice pack', severity: 'needed care', occurredAt: '2026-11-28T14:45:00.000Z',
    });
  });

  it('sends someone else as no userId, and Cancel closes without sending', async () => {
    const { onSubmit, onClose } = await open();
    await typeText(byLabel(dialog(), S.whatHappened), 'A visitor slipped');
    await submit(dialog().querySelector('form'));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ userId: null, severity: 'minor' });
    await click([...dialog().querySelectorAll('button')].find((b) => b.textContent === S.cancel));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('writes a moment as the building\'s wall clock for the time field', () => {
    expect(localInputValue(NOW, 'Europe/London')).toBe('2026-11-28T15:04');
  });
});
