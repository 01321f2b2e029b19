// The tour's stops, in order. Each names the elements it points at by CSS selectors; the dashboard
// marks its panels with data-tour, the layout's sidebar, profile menu and the task dialog are found
// by their own classes/roles. The menu stop opens the profile menu (and the tour closes it when it
// moves on); the sample-task stop opens ?task_id=0 (the tasks feature's sample).
import { SAMPLE_TASK_ID } from '../../state/sample-task.ts';
import { TOUR_STRINGS as S } from './tour-strings.ts';

interface TourStep {
  id: string;
  /** Read when the stop is shown, so it speaks the language in force. */
  title: () => string;
  body: () => string;
  /**
   * The elements to spotlight, as one box around them all; the tour waits a moment for each to
   * appear (a menu this stop opens). None on screen → the card shows without a spotlight.
   */
  target: readonly string[];
  /**
   * A disclosure button (with aria-expanded) this stop presses open while it shows, and closes again
   * when the tour moves on or ends.
   */
  opens?: string;
  /** Extra query parts this stop needs in the URL (after ?tour). */
  query?: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'tiles', title: () => S.tilesTitle, body: () => S.tilesBody, target: ['[data-tour="tiles"]'] },
  { id: 'chart', title: () => S.chartTitle, body: () => S.chartBody, target: ['[data-tour="chart"]'] },
  { id: 'calendar', title: () => S.calendarTitle, body: () => S.calendarBody, target: ['[data-tour="calendar"]'] },
  { id: 'sidebar', title: () => S.sidebarTitle, body: () => S.sidebarBody, target: ['.sidebar .sidebar-list'] },
  {
    id: 'menu',
    title: () => S.menuTitle,
    body: () => S.menuBody,
    target: ['.profile-menu .profile-button', '.profile-menu [role="menu"]'],
    opens: '.profile-menu .profile-button',
  },
  { id: 'task', title: () => S.taskTitle, body: () => S.taskBody, target: ['.dialog[role="dialog"]'], query: `task_id=${SAMPLE_TASK_ID}` },
];
