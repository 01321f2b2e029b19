import { describe, expect, it } from 'vitest';
import { isCacheableApiRequest } from './api-cache-policy.ts';

describe('isCacheableApiRequest', () => {
  it.each([
    ['GET', '/api/users/check-mail/'],
    ['POST', '/api/users/user-info/'],
    ['POST', '/api/users/user-info'],
    ['POST', '/api/building-manager/calendar-events/'],
    ['POST', '/api/building-manager/tasks/'],
    ['POST', '/api/building-manager/top-numbers'],
    ['POST', '/api/building-manager/excel-report/'],
    ['post', '/api/building-manager/hero-chart/'],
  ])('keeps the read %s %s', (method, path) => {
    expect(isCacheableApiRequest(method, path)).toBe(true);
  });

  it.each([
    ['PUT', '/api/building-manager/tasks/'],
    ['POST', '/api/building-manager/message-liason/'],
    ['POST', '/api/building-manager/message-user/'],
    ['POST', '/api/building-manager/update-password/'],
    ['POST', '/api/building-manager/create-user/'],
    ['POST', '/api/building-manager/image-upload/'],
    ['POST', '/api/building-manager/update-image/'],
    ['POST', '/api/building-manager/amenity-membership/12/'],
    ['POST', '/api/building-manager/add-staff/'],
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
