import { describe, expect, it } from 'vitest';
import { isCacheableApiRequest } from './api-cache-policy.ts';

describe('isCacheableApiRequest', () => {
  it.each([
    ['GET', '/api/users/check-mail/'],
    ['POST', '/api/users/user-info/'],
    ['POST', '/api/users/user-info'],
    ['POST', '/api/building-manager/calendar-events/'],
    ['POST', '/api/building-manager/calendar-event-details/'],
    ['POST', '/api/building-manager/user-event-details/'],
    ['POST', '/api/building-manager/cluster-type/'],
    ['POST', '/api/building-manager/user-events/'],
    ['POST', '/api/building-manager/user-details/'],
    ['POST', '/api/building-manager/tasks/'],
    ['POST', '/api/building-manager/buildings/'],
    ['POST', '/api/building-manager/companies/'],
    ['POST', '/api/building-manager/studios/'],
    ['POST', '/api/building-manager/building-details/'],
    ['POST', '/api/building-manager/top-numbers'],
    ['post', '/api/building-manager/hero-chart/'],
    ['POST', '/api/building-manager/user-analysis/'],
    ['POST', '/api/building-manager/user-analysis-numbers/'],
    ['POST', '/api/building-manager/capture-growth/'],
    ['POST', '/api/building-manager/capture-percentage/'],
    ['POST', '/api/building-manager/attended-rsvpd/'],
    ['POST', '/api/building-manager/schedule-analysis/'],
    ['POST', '/api/building-manager/weekday-analysis/'],
    ['POST', '/api/building-manager/no-show-rates/'],
    ['POST', '/api/building-manager/retention/'],
    ['POST', '/api/building-manager/at-risk/'],
    ['POST', '/api/building-manager/benchmark/'],
    ['POST', '/api/building-manager/users/'],
    ['POST', '/api/building-manager/events-today/'],
    ['POST', '/api/building-manager/event-roster/'],
    ['POST', '/api/building-manager/incidents/'],
    ['POST', '/api/building-manager/reminder-figures/'],
    ['POST', '/api/building-manager/resident-requests/'],
    ['POST', '/api/building-manager/monthly-report-mail/'],
    ['POST', '/api/building-manager/calendar-feed/'],
    ['POST', '/api/building-manager/resident-preview/'],
  ])('keeps the read %s %s', (method, path) => {
    expect(isCacheableApiRequest(method, path)).toBe(true);
  });

  it.each([
    ['PUT', '/api/building-manager/tasks/'],
    ['POST', '/api/building-manager/message-liason/'],
    ['POST', '/api/building-manager/message-user/'],
    ['POST', '/api/building-manager/update-password/'],
    ['POST', '/api/building-manager/create-user/'],
    ['POST', '/api/building-manager/create-event/'],
    ['POST', '/api/building-manager/rsvp/'],
    ['POST', '/api/building-manager/cancel-rsvp/'],
    ['POST', '/api/building-manager/image-upload/'],
    ['POST', '/api/building-manager/update-image/'],
    ['POST', '/api/building-manager/amenity-membership/12/'],
    ['POST', '/api/building-manager/add-staff/'],
    ['POST', '/api/building-manager/excel-report/'],
    ['PUT', '/api/building-manager/monthly-report-mail/'],
    ['POST', '/api/building-manager/calendar-feed/renew/'],
    ['POST', '/api/building-manager/calendar-feed/stop/'],
    ['POST', '/api/building-manager/building-reminders/'],
    ['POST', '/api/building-manager/class-notes/'],
    ['POST', '/api/building-manager/report-incident/'],
    ['POST', '/api/building-manager/confirm-resident-request/'],
    // A write the list does not know (a future call) is not a read.
    ['POST', '/api/building-manager/delete-everything/'],
    ['POST', '/api/building-manager/tasks/extra/'],
    ['POST', '/api/building-manager/users/7/'],
    ['POST', '/api/users/login'],
    ['POST', '/api/users/forgot-password/'],
    ['POST', '/api/users/reset-password/'],
    ['DELETE', '/api/building-manager/tasks/'],
    ['GET', '/dashboard'],
    ['GET', '/apiary/'],
  ])('never keeps %s %s', (method, path) => {
    expect(isCacheableApiRequest(method, path)).toBe(false);
  });
});

describe('the live-change stream', () => {
  it.each(['/api/changes', '/api/changes/', '/api/residents/changes', '/api/residents/changes/'])('GET %s is left to the browser (never stored, never answered from a copy)', (path) => {
    expect(isCacheableApiRequest('GET', path)).toBe(false);
  });
});
