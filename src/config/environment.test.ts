import { describe, expect, it } from 'vitest';
import { consumerAppLink, resolveEnvironment } from './environment.ts';

describe('resolveEnvironment', () => {
  it('selects the production and staging hosts by VITE_APP_ENV', () => {
    const production = resolveEnvironment({ VITE_APP_ENV: 'production' });
    const staging = resolveEnvironment({ VITE_APP_ENV: 'staging' });
    expect(production.name).toBe('production');
    expect(production.apiBase).toMatch(/^https:\/\/.+\/api$/);
    expect(staging.name).toBe('staging');
    expect(staging.apiBase).toMatch(/^https:\/\/.+\/api$/);
    expect(staging.apiBase).not.toBe(production.apiBase);
    // No placeholder resident app: without VITE_CONSUMER_APP_URL the portal's own Events screen opens.
    expect(staging.consumerAppUrl).toBeNull();
    expect(production.consumerAppUrl).toBeNull();
  });

  it('uses the API on the same origin under /api when unset or anything else', () => {
    for (const VITE_APP_ENV of [undefined, '', 'development', 'Production']) {
      const environment = resolveEnvironment({ VITE_APP_ENV });
      expect(environment.name, String(VITE_APP_ENV)).toBe('default');
      expect(environment.apiBase).toBe('/api');
    }
  });

  it('lets VITE_API_BASE and VITE_CONSUMER_APP_URL override any environment, without a trailing slash on the API', () => {
    const environment = resolveEnvironment({
      VITE_APP_ENV: 'production',
      VITE_API_BASE: ' https://api.example.org/api/ ',
      VITE_CONSUMER_APP_URL: 'https://residents.example.org/',
    });
    expect(environment).toEqual({
      name: 'production',
      apiBase: 'https://api.example.org/api',
      consumerAppUrl: 'https://residents.example.org/',
    });
    expect(resolveEnvironment({ VITE_API_BASE: '/backend/' }).apiBase).toBe('/backend');
    // Blank overrides are ignored.
    expect(resolveEnvironment({ VITE_APP_ENV: 'staging', VITE_API_BASE: '  ' }).apiBase).toBe(
      resolveEnvironment({ VITE_APP_ENV: 'staging' }).apiBase,
    );
  });

  it('opens the consumer app with the login token in the query', () => {
    const environment = resolveEnvironment({ VITE_CONSUMER_APP_URL: 'https://residents.example.org/events?lang=en' });
    expect(consumerAppLink('a.b.c', environment)).toBe('https://residents.example.org/events?lang=en&token=a.b.c');
    expect(consumerAppLink('a.b.c', resolveEnvironment({}))).toBeNull();
  });
});
