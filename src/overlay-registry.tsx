// Every query-string overlay of the app, in one list (docs/product-spec.md, Overlay dialogs). Adding an overlay is one line:
//   { key: 'task_id', component: lazy(() => import('./features/tasks/task-dialog.tsx')) },
// The component's default export receives OverlayProps (overlayKey, params, onClose) and should
// render the shared <Dialog> from src/ui/dialog.tsx.
import { lazy } from 'react';
import type { OverlayEntry } from './overlays/overlay-types.ts';

const OVERLAYS: readonly OverlayEntry[] = [
  { key: 'forgot-password', public: true, component: lazy(() => import('./features/account/forgot-password-dialog.tsx')) },
  { key: 'change-password', component: lazy(() => import('./features/account/change-password-dialog.tsx')) },
  { key: 'contact', component: lazy(() => import('./features/messages/contact-dialog.tsx')) },
  { key: 'report', component: lazy(() => import('./features/report/report-dialog.tsx')) },
  { key: 'broadcast-msg', component: lazy(() => import('./features/messages/broadcast-dialog.tsx')) },
  { key: 'task_id', component: lazy(() => import('./features/tasks/task-dialog.tsx')) },
  { key: 'hero-chart', component: lazy(() => import('./features/dashboard/event-popup-overlay.tsx')) },
  { key: 'id', component: lazy(() => import('./features/dashboard/event-popup-overlay.tsx')) },
  { key: 'front-desk', component: lazy(() => import('./features/front-desk/start-front-desk-dialog.tsx')) },
  { key: 'leave-front-desk', component: lazy(() => import('./features/front-desk/leave-front-desk-dialog.tsx')) },
  { key: 'create', component: lazy(() => import('./features/buildings/create-dialog.tsx')) },
  // Residents or a timetable from a CSV file (/building).
  { key: 'import', component: lazy(() => import('./features/csv-import/import-dialog.tsx')) },
  // Schedule, edit and cancel events (/events).
  { key: 'new-event', component: lazy(() => import('./features/events/event-dialog.tsx')) },
  { key: 'edit-event', component: lazy(() => import('./features/events/event-dialog.tsx')) },
  { key: 'cancel-event', component: lazy(() => import('./features/events/cancel-event-dialog.tsx')) },
];

export const OVERLAY_KEYS: ReadonlySet<string> = new Set(OVERLAYS.map((entry) => entry.key));

export function findOverlayEntry(key: string): OverlayEntry | undefined {
  return OVERLAYS.find((entry) => entry.key === key);
}
