// The task list shows a queued toggle from the outbox view; the toggle's own code awaits a refresh
// of that view before it stops showing the toggle as in flight. So awaiting a refresh must mean the
// view holds what the outbox held when it was called, also when a later refresh (another outbox
// change announced meanwhile) overtook it: otherwise the old state shows for a moment, and a tap in
// that moment sends the opposite of what the user saw (seen in the chaos e2e test under load).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearOutboxOf, fakeJwt, taskToggleEntry, queueEntry } from '../testing/offline-test-helpers.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { signIn, signOut } from './session.ts';
import { outboxView, refreshOutboxView } from './outbox-view.ts';

const USER_ID = 52;

const toggle = (id: number) => taskToggleEntry(USER_ID, id, `view-${id}`);

beforeEach(async () => {
  await clearOutboxOf(USER_ID);
  signIn(fakeJwt(USER_ID));
  await refreshOutboxView();
});

afterEach(async () => {
  await signOut();
  await clearOutboxOf(USER_ID);
});

describe('refreshOutboxView', () => {
  it('once awaited, shows the entries stored before it was called, though a later refresh overtook it', async () => {
    await queueEntry(outbox, toggle(7));
    const first = refreshOutboxView();
    // Another change announced while the first read is under way starts a second read.
    const second = refreshOutboxView();
    await first;
    expect(outboxView.entries.map((entry) => entry.idempotencyKey)).toEqual(['view-7']);
    await second;
    expect(outboxView.entries.map((entry) => entry.idempotencyKey)).toEqual(['view-7']);
  });

  it('an earlier refresh never overwrites a later one', async () => {
    const first = refreshOutboxView();
    await queueEntry(outbox, toggle(8));
    const second = refreshOutboxView();
    await Promise.all([first, second]);
    expect(outboxView.entries.map((entry) => entry.idempotencyKey)).toEqual(['view-8']);
  });
});
