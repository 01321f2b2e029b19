// Check-in at the door in the torture run: an event open for check-in made
// through the API at the start of a run, with residents going; on a tablet, the door view's check-in
// and undo of one of them (whichever its row offers), and the counts the view shows.
import type { Page } from 'playwright-core';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { DOOR_STRINGS } from '../../src/features/events/door-strings.ts';
import { apiClient } from '../support/e2e-offline.ts';
import { createEventOpenForCheckIn } from '../support/e2e-door.ts';
import type { DeskResident } from './desk-ui.ts';
import { STEP_TIMEOUT_MS } from './tablet-ui.ts';

export interface DoorEvent {
  id: number;
  /** The residents going (RSVPed at setup): the tablets check them in and undo. */
  residents: number[];
  /** Residents not going at first, given a place and cancelled at the desk (one per tablet, names unique). */
  desk: DeskResident[];
  capacity: number;
}

/** An event starting in 10 minutes (its check-in window open) with `going` residents RSVPed, and `desk` more. */
export async function createDoorEvent(origin: string, name: string, going: number, desk: number): Promise<DoorEvent> {
  const api = await apiClient(origin, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const buildings = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
  for (const building of buildings) {
    const all = (await api.post<{ users: { id: number; firstName: string; lastName: string }[] }>('/building-manager/users/', { buildingId: building.id, limit: 200 })).data.users;
    const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
    // Names no other resident's name contains: the search finds one, and the label is theirs alone.
    const unique = all.filter((user) => all.filter((other) => nameOf(other).includes(nameOf(user))).length === 1);
    if (unique.length < going + desk) continue;
    const users = unique.slice(0, going);
    const deskUsers = unique.slice(going, going + desk).map((user) => ({ id: user.id, name: nameOf(user) }));
    const capacity = going + desk + 5;
    const id = await createEventOpenForCheckIn(api, building.id, name, capacity);
    const residents = users.map((user) => user.id);
    for (const userId of residents) {
      const rsvp = await api.post('/building-manager/rsvp/', { eventId: id, userId });
      if (rsvp.status !== 200) throw new Error(`rsvp of ${userId} answered ${rsvp.status}`);
    }
    return { id, residents, desk: deskUsers, capacity };
  }
  throw new Error(`no demo building with ${going} residents`);
}

export const doorPath = (eventId: number): string => `/events/door?event=${eventId}`;

/** Opens the event's door view and waits for its lines. */
export async function openDoor(page: Page, origin: string, eventId: number): Promise<void> {
  await page.goto(`${origin}${doorPath(eventId)}`);
  await page.locator('.door-lines').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

const doorLine = (page: Page, userId: number) => page.locator(`.door-line[data-user-id="${userId}"]`);

// In the page: notes the label of the next button clicked, as it was at the click. React reuses a
// row's button element when Check in turns into Undo (or back): a live update drawn between reading
// the label and the key press changes what the press does, so the label is read when it lands.
const NOTE_NEXT_PRESS = `(() => {
  const previous = globalThis.__doorNote;
  if (previous) document.removeEventListener('click', previous, true);
  globalThis.__doorPressed = null;
  globalThis.__doorNote = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    globalThis.__doorPressed = button ? button.getAttribute('aria-label') : '';
  };
  document.addEventListener('click', globalThis.__doorNote, { capture: true, once: true });
  return true;
})()`;

/**
 * Presses the button the resident's row offers (Check in, or Undo when checked in) and waits until
 * the row shows it made (checked in or not, pending sync or sent); answers what the press did. null
 * when nothing was pressed (the row changed under it).
 */
export async function pressDoorButton(page: Page, userId: number): Promise<'check-in' | 'undo' | null> {
  const line = doorLine(page, userId);
  const button = line.locator('.door-line__check-in, .door-line__undo');
  await button.waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.evaluate(NOTE_NEXT_PRESS);
  // From the keyboard: a tablet's user does not wait for a toast over the row to move away.
  await button.press('Enter', { timeout: 1_000 }).catch(() => undefined);
  const label = (await page.evaluate('globalThis.__doorPressed')) as string | null;
  if (label === null || !label.endsWith(`: ${await line.locator('.door-line__name').evaluate((name) => name.firstChild?.textContent ?? '')}`)) return null;
  const kind = label.startsWith(`${DOOR_STRINGS.undo}:`) ? 'undo' : label.startsWith(`${DOOR_STRINGS.checkIn}:`) ? 'check-in' : null;
  if (kind === null) return null;
  // Pressed, it is made (the write is in flight or queued); the row shows it at once, unless another
  // tablet's change to the same resident is drawn over it first.
  await line
    .and(page.locator(kind === 'check-in' ? '.is-in, .is-pending' : ':not(.is-in), .is-pending'))
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  return kind;
}

export interface DoorCounts {
  checkedIn: string;
  going: string;
  walkIns: string;
}

/** The three counts the door view shows, as drawn. */
export async function shownDoorCounts(page: Page): Promise<DoorCounts> {
  const figure = (label: string) => page.locator('.door-count').filter({ hasText: label }).locator('.door-count__figure').innerText({ timeout: 2_000 });
  return { checkedIn: await figure(DOOR_STRINGS.checkedInCount), going: await figure(DOOR_STRINGS.goingCount), walkIns: await figure(DOOR_STRINGS.walkInsCount) };
}
