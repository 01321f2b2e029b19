// Desk RSVPs and cancels in the torture run: on the roster panel of the run's
// event, a tablet gives its own resident a place (found with the panel's search) or cancels their
// RSVP, whichever the roster offers, and waits until the roster shows it made (pending or sent).
import type { Page } from 'playwright-core';
import { EVENTS_STRINGS } from '../../src/features/events/events-strings.ts';
import { STEP_TIMEOUT_MS } from './tablet-ui.ts';

export interface DeskResident {
  id: number;
  name: string;
}

/** Opens the event's roster panel on the Events screen. */
export async function openRoster(page: Page, origin: string, eventId: number): Promise<void> {
  await page.goto(`${origin}/events?event=${eventId}`);
  await page.locator('.roster-section').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** A cancel's mark shows within a frame of the press; this long without it, the press made nothing. */
const CANCEL_SHOWN_MS = 3_000;

const section = (page: Page, title: string) => page.locator(`section.roster-section[aria-label="${title}"]`);

/** Cancels the resident's RSVP when going, else gives them a place; returns whether they are asked to go. null: nothing pressed. */
export async function deskRsvp(page: Page, resident: DeskResident): Promise<boolean | null> {
  const going = section(page, EVENTS_STRINGS.going).locator(`.roster-row[data-user-id="${resident.id}"]`);
  const cancel = going.locator(`button[aria-label="${EVENTS_STRINGS.cancelRsvp}: ${resident.name}"]`);
  if ((await cancel.count()) > 0) {
    // The row may move on between the look and the press (a re-read of the roster, a replayed
    // cancel): then nothing was pressed (seed 6103 waited 15 s for a button that had gone).
    const pressed = await cancel.press('Enter', { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (!pressed) return null;
    // Made: the row shows the cancel pending (the mark is set in the click), or the resident is
    // among the cancelled. A row that only left the list for a moment (the list drawn again) says
    // nothing: seed 6213 took that for a cancel that was never made. Still going and not pending
    // after a while: the key press reached a row drawn again (or the cancel was refused at once).
    const cancelledRow = section(page, EVENTS_STRINGS.cancelled).locator(`.roster-row[data-user-id="${resident.id}"]`);
    const pendingRow = page.locator(`.roster-row.is-pending[data-user-id="${resident.id}"]`);
    const started = Date.now();
    for (;;) {
      if ((await pendingRow.count()) > 0 || (await cancelledRow.count()) > 0) return false;
      if (Date.now() - started > CANCEL_SHOWN_MS && (await going.count()) > 0) return null;
      if (Date.now() - started > STEP_TIMEOUT_MS) throw new Error(`the cancel of ${resident.name} never showed`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  // A write still pending for them: the roster offers nothing yet.
  if ((await page.locator(`.roster-row.is-pending[data-user-id="${resident.id}"]`).count()) > 0) return null;
  const search = page.getByLabel(EVENTS_STRINGS.findResident);
  await search.fill(resident.name);
  const give = page.locator(`.resident-search__list button[aria-label="${EVENTS_STRINGS.givePlace}: ${resident.name}"]:enabled`);
  await give.waitFor({ timeout: STEP_TIMEOUT_MS });
  await give.press('Enter');
  await page
    .locator(
      `section.roster-section[aria-label="${EVENTS_STRINGS.going}"] .roster-row[data-user-id="${resident.id}"], ` +
        `section.roster-section[aria-label="${EVENTS_STRINGS.pendingSync}"] .roster-row[data-user-id="${resident.id}"]`,
    )
    .first()
    .waitFor({ timeout: STEP_TIMEOUT_MS });
  await search.fill('');
  return true;
}
