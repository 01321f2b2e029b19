// The tour's stops, in order. Each names the element it points at by a CSS selector; the dashboard
// marks its panels with data-tour, the layout's profile menu and the task dialog are found by their
// own classes/roles. The sample-task stop opens ?task_id=0 (the tasks feature's sample).
import { SAMPLE_TASK_ID } from '../tasks/sample-task.ts';
import { TOUR_STRINGS as S } from './tour-strings.ts';

export interface TourStep {
  id: string;
  title: string;
  body: string;
  /** The element to spotlight; missing on screen → the card shows without a spotlight. */
  target: string;
  /** Extra query parts this stop needs in the URL (after ?tour). */
  query?: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'tiles', title: S.tilesTitle, body: S.tilesBody, target: '[data-tour="tiles"]' },
  { id: 'chart', title: S.chartTitle, body: S.chartBody, target: '[data-tour="chart"]' },
  { id: 'calendar', title: S.calendarTitle, body: S.calendarBody, target: '[data-tour="calendar"]' },
  { id: 'menu', title: S.menuTitle, body: S.menuBody, target: '.profile-menu' },
  { id: 'task', title: S.taskTitle, body: S.taskBody, target: '.dialog[role="dialog"]', query: `task_id=${SAMPLE_TASK_ID}` },
];
