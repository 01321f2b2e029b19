// Texts of the app shell: the spec's exactly as written (docs/product-spec.md, Screens and routes), then our own.
// Translated in src/i18n/catalogues/<language>/shell.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const SHELL_EN = {
  // The spec's, exact.
  notFoundTitle: 'Sorry, looks like something went wrong. Page not found!',
  notFoundSubtitle: "We're meditating on it.",
  browseAndRsvp: 'Browse and RSVP to events',
  viewGuidedTour: 'View Guided Tour',
  myTasks: 'My Tasks',
  myProfile: 'My Profile',
  myBuildings: 'My Buildings',
  contactHom: 'Contact hOM',
  generateEventReport: 'Generate event report',
  signOut: 'Sign out',
  analyticsTitle: 'Analytics',
  dashboardTitle: 'Dashboard',
  // Ours.
  appName: 'hOM Manager Portal',
  // These pages' titles in the top bar (the spec names Analytics, Dashboard and the user's first name;
  // the others showed the logo, and a page was hard to tell from another).
  usersHeading: 'Users',
  tasksHeading: 'My Tasks',
  profileHeading: 'My Profile',
  buildingsHeading: 'My Buildings',
  broadcastMessage: 'Message a user',
  // The top bar's visible captions under its icons: each a word of the accessible name beside it.
  broadcastCaption: 'Message',
  browseAndRsvpCaption: 'RSVP',
  viewGuidedTourCaption: 'Tour',
  profileCaption: 'Profile',
  mainNavigation: 'Main navigation',
  analyticsLink: 'Analytics',
  dashboardLink: 'Dashboard',
  usersLink: 'Users',
  eventsLink: 'Events',
  portfolioLink: 'Portfolio',
  portfolioTitle: 'Portfolio',
  profileMenu: 'Profile menu',
  dismiss: 'Dismiss',
  goToDashboard: 'Go to the dashboard',
  goToLogin: 'Go to the login page',
  buildingAdminMode: 'Building admin',
  loadingPage: 'Loading…',
  skipToContent: 'Skip to content',
} as const;

export type ShellMessages = typeof SHELL_EN;
export const SHELL_STRINGS = defineMessages('shell', SHELL_EN);
