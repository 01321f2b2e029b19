// Whether a modal dialog is open. Work for what lies under it (the dashboard's month calendar, a
// ~250 ms build on a tablet's CPU) waits until it closes: a tap on the dialog then never waits for
// a page the person cannot reach while the dialog is up.
import { useSyncExternalStore } from 'react';
import { emitter } from '../primitives/emitter.ts';

let openModals = 0;
const changes = emitter();

function changed(by: number): void {
  openModals += by;
  changes.emit();
}

/** A modal opened; the returned function says it closed (once). */
export function modalOpened(): () => void {
  changed(1);
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    changed(-1);
  };
}

function subscribe(listener: () => void): () => void {
  return changes.on(listener);
}

const isModalOpen = () => openModals > 0;

/** True while any modal dialog is open. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, isModalOpen, isModalOpen);
}
