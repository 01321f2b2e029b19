// Which API requests are reads worth keeping for offline use. The product's reads are mostly POSTs
// (docs/product-spec.md, The calls), so the method alone cannot tell: the POST reads are listed by
// name and anything not listed is never cached. An allowlist, because a write answered from the
// cache would tell the user that something happened when it did not, and a new write the list
// forgot must fail safe.

const API_PREFIX = '/api/' as const;

// POST reads, as paths under /api without the trailing slash (the server ignores it, so this does).
const POST_READ_PATHS: ReadonlySet<string> = new Set([
  'users/user-info',
  ...[
    'calendar-events',
    'calendar-event-details',
    'user-event-details',
    'cluster-type',
    'user-events',
    'user-details',
    'tasks', // POST lists; PUT /tasks/ is the toggle and is never cached (by its method)
    'buildings',
    'companies',
    'studios',
    'building-details',
    'hero-chart',
    'top-numbers',
    // Analytics.
    'user-analysis',
    'user-analysis-numbers',
    'capture-growth',
    'capture-percentage',
    'attended-rsvpd',
    'schedule-analysis',
    'weekday-analysis',
    // The figures check-ins make possible.
    'no-show-rates',
    'retention',
    'at-risk',
    'benchmark',
    'users',
    // The Events screen's days and each event's roster (docs/design/front-desk.md: a roster is a
    // cached read like any other).
    'events-today',
    'event-roster',
    // The door's resident index (wiped at sign-out with every copy) and a resident's log.
    'resident-index',
    'check-in-log',
    // The self check-in kiosk's roster: what it shows of an event's residents, kept for offline.
    'kiosk-roster',
    // An event's incident reports (the roster and the door show them), the analytics' reminder
    // figures, the users screen's residents asking to join, the profile's monthly-report choice, a
    // building's calendar feed (its state: publishing and renewing are their own paths) and the
    // manager's preview of the residents' events. Not building-reminders/: with reminderHours it
    // sets them, so one path is both a read and a write.
    'incidents',
    'reminder-figures',
    'resident-requests',
    'monthly-report-mail',
    'calendar-feed',
    'resident-preview',
  ].map((name) => `building-manager/${name}`),
]);

// GET paths the worker must leave to the browser: the live-change stream never ends, so it can be
// neither stored nor answered from a copy (a stale "change" would be a lie, and waiting for the
// whole body would hold the stream back forever).
// The residents' stream (residents/changes) is the same kind of never-ending answer.
const NEVER_CACHED_PATHS: ReadonlySet<string> = new Set(['changes', 'residents/changes']);

/** `pathname` without the query. */
export function isCacheableApiRequest(method: string, pathname: string): boolean {
  if (!pathname.startsWith(API_PREFIX)) return false;
  if (NEVER_CACHED_PATHS.has(pathname.slice(API_PREFIX.length).replace(/\/$/, ''))) return false;
  const verb = method.toUpperCase();
  if (verb === 'GET') return true;
  if (verb !== 'POST') return false;
  return POST_READ_PATHS.has(pathname.slice(API_PREFIX.length).replace(/\/$/, ''));
}
