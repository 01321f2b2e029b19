// What the server told this tablet about residents another tablet checked in first: a check-in it
// sent answered `alreadyCheckedIn` with the first one's time and account, which the door then says
// ("Already checked in at 10:02 by Front Desk"). Kept by event and resident until an undo.
import { proxy, useSnapshot } from 'valtio';
import type { CheckInAnswer } from '../api/door-api.ts';
import { onSignOut } from './session.ts';

/** The first accepted check-in of a resident this tablet also checked in. */
export interface AlreadyCheckedIn {
  checkedInAt: string;
  checkedInBy: string | null;
}

/** `${eventId}:${userId}` → the first check-in, heard from the server after this tablet's own. */
const notes = proxy<{ already: Record<string, AlreadyCheckedIn> }>({ already: {} });

onSignOut(() => {
  notes.already = {};
});

const noteKey = (eventId: number, userId: number) => `${eventId}:${userId}`;

/** Keeps the first check-in's time and account when the server says this one came second. */
export function hearCheckIn(eventId: number, userId: number, answer: CheckInAnswer): void {
  const key = noteKey(eventId, userId);
  if (answer.alreadyCheckedIn) notes.already[key] = { checkedInAt: answer.checkedInAt, checkedInBy: answer.checkedInBy };
  else delete notes.already[key];
}

/** An undo: nothing to say about the resident any more. */
export function forgetCheckIn(eventId: number, userId: number): void {
  delete notes.already[noteKey(eventId, userId)];
}

/** What the server told this tablet about residents another tablet checked in first (by event and resident). */
export function useAlreadyCheckedIn(): Readonly<Record<string, AlreadyCheckedIn>> {
  return useSnapshot(notes).already;
}

/** The same, read outside React (the kiosk's timers, tests). */
export function alreadyCheckedInNow(): Readonly<Record<string, AlreadyCheckedIn>> {
  return notes.already;
}

export function alreadyCheckedInOf(all: Readonly<Record<string, AlreadyCheckedIn>>, eventId: number, userId: number): AlreadyCheckedIn | null {
  return all[noteKey(eventId, userId)] ?? null;
}
