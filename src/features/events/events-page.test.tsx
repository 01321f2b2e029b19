// /events as a manager sees it: the week's events with going / capacity / waitlisted, the roster of
// the one chosen, and the Edit dialog showing a server refusal at its field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { signIn, signOut } from '../../state/session.ts';
import { EVENT_NOTES_ENDPOINTS } from '../../api/event-notes-api.ts';
import { errorBody, isCall, MANAGER_INFO, stubApi, type RecordedRequest } from '../../testing/fake-api.ts';
import { fakeJwt } from '../../testing/offline-test-helpers.ts';
import { byLabel, click, eventually, mount, submit, typeInto, type Mounted } from '../../testing/render-for-test.tsx';
import { SCHEDULE_ENDPOINTS } from '../../api/schedule-api.ts';
import { DOOR_STRINGS } from './door-strings.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

const EVENT = {
  id: 5, buildingId: 3, buildingName: 'Harbor Lofts', timeZone: 'America/New_York', seriesId: 2, name: 'Morning yoga',
  eventType: 2, venueId: null, venue: 'Studio A', teacherId: null, teacher: null, studioId: null, studio: null,
  date: '2026-11-02', startTime: '07:30', endTime: '08:30', start: '2026-11-02T07:30', end: '2026-11-02T08:30',
  capacity: 2, image: null, cancelled: false, going: 2, waitlisted: 1, checkedIn: 0,
};
const rsvp = (userId: number, firstName: string, status: string, position: number | null) => ({
  userId, firstName, lastName: 'Reyes', unit: 'North Block', apartment: null, status, position,
  joinedAt: '2026-11-01T10:00:00Z', cancelledAt: null, checkedInAt: null as string | null, checkedInBy: null as string | null, walkIn: false, promotedAt: null as string | null,
  source: 'desk' as const, rsvpAt: '2026-11-01T10:00:00Z',
});
/** A window the test's clock is before, whatever day it runs, and one it is long after. */
const FUTURE_WINDOW = { checkInOpensAt: '2100-01-01T11:30:00.000Z', checkInClosesAt: '2100-01-01T15:30:00.000Z', noShowsFrom: '2100-01-01T15:30:00.000Z' };
const PAST_WINDOW = { checkInOpensAt: '2000-01-01T11:30:00.000Z', checkInClosesAt: '2000-01-01T15:30:00.000Z', noShowsFrom: '2000-01-01T15:30:00.000Z' };
const CAPACITY_REFUSED = '2 residents are going: the capacity cannot be below 2.';

let app: Mounted | undefined;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

const THREE_RSVPS = [rsvp(1, 'Ana', 'going', null), rsvp(2, 'Ben', 'going', null), rsvp(3, 'Cy', 'waitlisted', 1)];

function api(rsvps: ReadonlyArray<ReturnType<typeof rsvp>> = THREE_RSVPS, times = FUTURE_WINDOW): RecordedRequest[] {
  return stubApi((request) => {
    if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
    if (isCall(request, SCHEDULE_ENDPOINTS.eventsToday)) return { status: 200, body: { events: [{ ...EVENT, checkInOpen: false }] } };
    if (isCall(request, SCHEDULE_ENDPOINTS.roster)) {
      return { status: 200, body: { event: EVENT, rsvps, ...times } };
    }
    // The roster's class notes and incident reports, none yet.
    if (isCall(request, EVENT_NOTES_ENDPOINTS.incidents)) return { status: 200, body: { notes: { teacherComment: null, author: null, at: null }, incidents: [] } };
    if (isCall(request, SCHEDULE_ENDPOINTS.updateEvent)) return { status: 422, body: { ...errorBody(CAPACITY_REFUSED, 422), field: 'capacity' } };
    if (request.path === '/building-manager/buildings/') return { status: 200, body: [{ id: 3, name: 'Harbor Lofts', dashboardAccess: true, buildingType: 'RESIDENTIAL', amenityMembership: false, blocks: [], companies: [] }] };
    return { status: 200, body: [] };
  });
}

beforeEach(async () => {
  await signOut();
  signIn(fakeJwt(MANAGER_INFO.id));
});
afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

describe('/events', () => {
  it('lists the week with going over capacity and the waitlist; choosing an event shows its roster', async () => {
    api();
    window.history.replaceState(null, '', '/events');
    app = await mount(<App />);
    const root = app.container;
    await eventually(() => expect(root.querySelector('.event-card')?.textContent).toContain('2 / 2 going'));
    expect(root.querySelector('.event-card')?.textContent).toContain('1 waitlisted');
    await click(root.querySelector('.event-card'));
    await eventually(() => expect(root.querySelector(`.roster-section[aria-label="${S.waitlist}"]`)?.textContent).toContain('#1Cy Reyes'));
    expect(root.querySelector(`.roster-section[aria-label="${S.going}"]`)?.textContent).toContain('Ana Reyes');
    // Where each RSVP came from, under the name, introduced to a screen reader.
    expect(root.querySelector(`.roster-section[aria-label="${S.going}"] .roster-row__source`)?.textContent).toMatch(
      new RegExp(`^${S.rsvpSourceLabel} ${S.rsvpSource.desk} · `),
    );
  });

  it('once the event ended 2 hours ago, the roster lists the going residents not checked in as no-shows', async () => {
    const checkedIn = { ...rsvp(1, 'Ana', 'going', null), checkedInAt: '2026-11-02T12:31:00.000Z', checkedInBy: 'Front Desk' };
    api([checkedIn, ...THREE_RSVPS.slice(1)], PAST_WINDOW);
    window.history.replaceState(null, '', '/events?event=5');
    app = await mount(<App />);
    const noShows = () => app!.container.querySelector(`.roster-section[aria-label="${DOOR_STRINGS.noShows}"]`);
    await eventually(() => expect(noShows()?.textContent).toContain('Ben Reyes'));
    expect(noShows()?.textContent).not.toContain('Ana Reyes');
    expect(noShows()?.textContent).not.toContain('Cy Reyes');
  });

  it('a roster of 500 RSVPs ends with every resident listed, each with their Cancel RSVP button', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      index < 400 ? rsvp(index + 1, `Going${index + 1}`, 'going', null) : rsvp(index + 1, `Waiting${index - 399}`, 'waitlisted', index - 399),
    );
    api(many);
    window.history.replaceState(null, '', '/events?event=5');
    app = await mount(<App />);
    const rows = (title: string) => app!.container.querySelectorAll(`.roster-section[aria-label="${title}"] .roster-row`);
    await eventually(() => expect([rows(S.going).length, rows(S.waitlist).length]).toEqual([400, 100]));
    const last = rows(S.waitlist)[99];
    expect(last?.textContent).toContain('#100Waiting100 Reyes');
    expect(last?.querySelector('button')?.getAttribute('aria-label')).toBe(`${S.cancelRsvp}: Waiting100 Reyes`);
  });

  it("the Edit dialog shows the server's refusal at the field it names", async () => {
    const sent = api();
    window.history.replaceState(null, '', '/events?edit-event=5');
    app = await mount(<App />);
    await eventually(() => expect(dialog()?.querySelector('form')).toBeTruthy());
    const capacity = byLabel(dialog()!, S.capacity)!;
    expect(capacity.value).toBe('2');
    await typeInto(capacity, '1');
    await submit(dialog()!.querySelector('form'));
    await eventually(() => expect(dialog()?.querySelector('.field-error')?.textContent).toBe(CAPACITY_REFUSED));
    expect(capacity.getAttribute('aria-invalid')).toBe('true');
    expect(sent.find((request) => isCall(request, SCHEDULE_ENDPOINTS.updateEvent))?.body).toMatchObject({ id: 5, scope: 'one', capacity: 1 });
  });
});
