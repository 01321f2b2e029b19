// Words of the guided tour ('View Guided Tour', docs/product-spec.md, Layout). The spec names the tour, not its
// text; all of this is ours. Translated in src/i18n/catalogues/<language>/tour.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const TOUR_EN = {
  next: 'Next',
  back: 'Back',
  skip: 'Skip tour',
  done: 'Finish',
  tourLabel: 'Guided tour',
  tilesTitle: 'Your totals',
  tilesBody:
    'Total Events and Total RSVPs count events that have started (so a newly scheduled event adds nothing until it begins); Total Users counts the residents. All are for the buildings you have chosen. Pending Tasks opens your task list.',
  chartTitle: 'Event Performance',
  chartBody:
    'How full your last 10 or 20 events were (capacity %). Tap a point to see that event: attendance, injuries, ratings and comments.',
  calendarTitle: 'Event Schedule',
  calendarBody:
    "The month's events and holidays (shaded). Tap an event, or a day with several, to open it; move between months with the arrows.",
  sidebarTitle: 'Move between screens',
  sidebarBody:
    'Analytics, Dashboard, Users, Events (scheduling, rosters and the door) and Portfolio (your buildings side by side, when you have several) are always here on the left. The dashboard is where you are now.',
  menuTitle: 'Your menu',
  menuBody:
    'Under your name: My Tasks, My Profile and My Buildings; Contact hOM to message the building admin; Generate event report for a monthly CSV; and Sign out.',
  taskTitle: 'A sample task',
  taskBody:
    'Tasks from hOM open like this one. Read the details and mark it complete when it is done. This sample changes nothing.',
  /** 'Step 2 of 5' (ours). */
  stepOf: (position: number, total: number) => `Step ${position} of ${total}`,
} as const;

export type TourMessages = typeof TOUR_EN;
export const TOUR_STRINGS = defineMessages('tour', TOUR_EN);

export function tourStepLabel(position: number, total: number): string {
  return TOUR_STRINGS.stepOf(position, total);
}
