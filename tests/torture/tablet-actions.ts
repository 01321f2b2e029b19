// One random step of one tablet: a task toggle, a message, a check-in or undo at the door, a desk
// RSVP or cancel, each now and then made offline, with the API cut, before a reload or a tab closed
// mid-write; once the new app version is out, its update accepted first. Every choice is drawn from
// the run's seeded source in a fixed order, so a seed replays the same steps.
import { acceptUpdate } from './accept-update.ts';
import { deskRsvp, openRoster } from './desk-ui.ts';
import { openDoor, pressDoorButton } from './door-ui.ts';
import type { RunContext } from './run-context.ts';
import { openTasks, setTabletOffline, sleep, type Tablet } from './tablet.ts';
import { sendContactMessage, shownTaskStates, STEP_TIMEOUT_MS, toggleTask, toggleTaskWithoutWaiting } from './tablet-ui.ts';

export async function toTasks(tablet: Tablet): Promise<void> {
  if (!tablet.onDoor && !tablet.onRoster) return;
  await openTasks(tablet.page, tablet.proxy.url);
  tablet.onDoor = false;
  tablet.onRoster = false;
}

/** A desk RSVP or cancel of the tablet's own resident on the roster panel. */
async function atTheDesk(run: RunContext, tablet: Tablet): Promise<void> {
  if (!tablet.onRoster) {
    await openRoster(tablet.page, tablet.proxy.url, run.event.id);
    tablet.onRoster = true;
    tablet.onDoor = false;
  }
  const resident = run.event.desk[tablet.index]!;
  const asked = await deskRsvp(tablet.page, resident);
  if (asked !== null) {
    tablet.rsvpIntent = asked;
    if (asked) run.counts.rsvps++;
    else run.counts.cancels++;
    run.counts.writes++;
  }
  run.log(`tablet ${tablet.index} ${asked === null ? 'nothing (a desk write still pending)' : asked ? 'RSVP' : 'cancel RSVP'} resident ${resident.id}`);
}

async function toDoor(run: RunContext, tablet: Tablet): Promise<void> {
  if (tablet.onDoor) return;
  await openDoor(tablet.page, tablet.proxy.url, run.event.id);
  tablet.onDoor = true;
  tablet.onRoster = false;
}

/** A check-in or undo of a shared resident on the door view (whichever the row offers). */
async function atTheDoor(run: RunContext, tablet: Tablet, how: string): Promise<void> {
  const { counts, pressed } = run;
  await toDoor(run, tablet);
  // Undos as well as check-ins: a resident the run saw checked in is picked again now and then,
  // and always once two check-ins came with no undo yet (a CI run of 2 tablets for 45 s once
  // made 5 check-ins and no undo, picking only among the 6 residents at random).
  const checkedIn = run.event.residents.filter((id) => pressed.get(id)!['check-in'] > pressed.get(id)!.undo);
  const undoNow = checkedIn.length > 0 && ((counts.undos === 0 && counts.checkIns >= 2) || run.random() < 0.3);
  const userId = undoNow ? run.pick(checkedIn) : run.pick(run.event.residents);
  const kind = await pressDoorButton(tablet.page, userId);
  if (kind !== null) {
    pressed.get(userId)![kind]++;
    counts.doorPresses[tablet.index] = (counts.doorPresses[tablet.index] ?? 0) + 1;
    if (kind === 'check-in') counts.checkIns++;
    else counts.undos++;
    counts.writes++;
  }
  run.log(`tablet ${tablet.index} ${kind ?? 'nothing (the row changed under the press)'} resident ${userId}${how}`);
}

/** One step of `tablet`; `first`: its first step of the run (always at the door). */
export async function act(run: RunContext, tablet: Tablet, first: boolean): Promise<void> {
  const { counts, log, random, pick, between } = run;
  const who = `tablet ${tablet.index}`;
  if (!first && run.update.deployed !== null && !tablet.updated) {
    counts.actions++;
    await acceptUpdate(run, tablet, run.update.deployed);
    return;
  }
  const roll = random();
  const id = pick(tablet.ownTasks);
  const door = random() < 0.5;
  counts.actions++;
  // Check-ins and undos: on their own, or as the write made offline or with the API cut.
  // Each tablet starts at the door: every run has check-ins from every tablet.
  if (first || (roll >= 0.52 && roll < 0.62)) {
    await atTheDoor(run, tablet, '');
    return;
  }
  if (roll >= 0.62 && roll < 0.66) {
    await atTheDesk(run, tablet);
    return;
  }
  // The door view is opened before the network goes (the event is newer than the warm-up).
  if (roll >= 0.66 && roll < 0.78 && door) await toDoor(run, tablet);
  else await toTasks(tablet);
  const { page } = tablet;
  if (roll < 0.3) {
    tablet.intents.set(id, await toggleTask(page, id));
    counts.writes++;
    log(`${who} toggle task ${id} → ${String(tablet.intents.get(id))}`);
  } else if (roll < 0.42) {
    tablet.intents.set(id, await toggleTaskWithoutWaiting(page, id));
    counts.writes++;
    log(`${who} toggle task ${id} left in flight → ${String(tablet.intents.get(id))}`);
  } else if (roll < 0.52) {
    const wait = random() < 0.6;
    const text = `[torture ${run.seed}:${tablet.index}:${String(counts.actions).padStart(4, '0')}] ${random().toString(36).slice(2, 8)}`;
    const taken = await sendContactMessage(page, text, pick(run.buildings), wait);
    if (taken) {
      tablet.messages.push(text);
      counts.writes++;
    }
    log(`${who} message ${text}${wait ? '' : ' left sending'}: ${taken ? 'taken' : 'not taken'}`);
  } else if (roll < 0.72) {
    counts.faults.offline++;
    await setTabletOffline(tablet, true);
    log(`${who} offline`);
    if (door) await atTheDoor(run, tablet, ' (offline, queued)');
    else {
      tablet.intents.set(id, await toggleTask(page, id));
      counts.writes++;
      log(`${who} toggle task ${id} (offline, queued) → ${String(tablet.intents.get(id))}`);
    }
    await sleep(between({ min: 200, max: 2_000 }));
    await setTabletOffline(tablet, false);
    log(`${who} online`);
  } else if (roll < 0.78) {
    counts.faults['api-unreachable']++;
    tablet.proxy.setChaos(true);
    log(`${who} API unreachable (navigator.onLine true)`);
    if (door) await atTheDoor(run, tablet, ' (API cut)');
    else {
      tablet.intents.set(id, await toggleTask(page, id));
      counts.writes++;
      log(`${who} toggle task ${id} (API cut) → ${String(tablet.intents.get(id))}`);
    }
    await sleep(between({ min: 200, max: 2_000 }));
    tablet.proxy.setChaos(false);
    log(`${who} API reachable`);
  } else if (roll < 0.86) {
    counts.faults['reload-with-queued-writes']++;
    await setTabletOffline(tablet, true);
    tablet.intents.set(id, await toggleTask(page, id));
    counts.writes++;
    log(`${who} toggle task ${id} queued offline → ${String(tablet.intents.get(id))}; reload`);
    await setTabletOffline(tablet, false);
    await openTasks(page, tablet.proxy.url);
  } else {
    counts.faults['tab-closed-mid-write']++;
    const intended = await toggleTaskWithoutWaiting(page, id);
    // Made only if the tablet showed it so before its tab closed.
    const shown = (await shownTaskStates(page)).get(id) === intended;
    tablet.intents.set(id, shown ? intended : null);
    if (shown) counts.writes++;
    await page.close();
    log(`${who} toggle task ${id} → ${String(intended)}, tab closed at once (${shown ? 'shown as made' : 'not shown yet'}); reopened`);
    tablet.page = await tablet.context.newPage();
    tablet.page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await openTasks(tablet.page, tablet.proxy.url);
  }
}
