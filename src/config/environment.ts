// Where the app finds its API and the resident ("consumer") app, per deployment environment.
//
// The environment is chosen at build time by VITE_APP_ENV:
//   VITE_APP_ENV=production  → production hosts
//   VITE_APP_ENV=staging     → staging hosts
//   anything else / unset    → default: the API on the same origin under /api (this repository's
//                              server, or the Vite dev proxy), which is what self-hosting needs.
//
// The production and staging hosts below are PLACEHOLDERS (the real hosts are not part of the
// product spec): override them at build time with
//   VITE_API_BASE          e.g. https://api.example.org/api
//   VITE_CONSUMER_APP_URL  e.g. https://residents.example.org/
// The consumer app is an external resident app opened by 'Browse and RSVP to events' with
// ?token=<jwt>. It has no placeholder host: without VITE_CONSUMER_APP_URL the icon opens this origin's
// own residents' page (/r/events) as a preview, rather than a host that does not exist.

type EnvironmentName = 'production' | 'staging' | 'default';

interface Environment {
  readonly name: EnvironmentName;
  /** Base of every API path given to apiCall (no trailing slash). */
  readonly apiBase: string;
  /** The resident app (the top bar appends `?token=<jwt>`); null when none is configured. */
  readonly consumerAppUrl: string | null;
}

const ENVIRONMENTS = {
  production: {
    name: 'production',
    apiBase: 'https://api.hom.example/api',
    consumerAppUrl: null,
  },
  staging: {
    name: 'staging',
    apiBase: 'https://api.staging.hom.example/api',
    consumerAppUrl: null,
  },
  default: {
    name: 'default',
    apiBase: '/api',
    consumerAppUrl: null,
  },
} as const satisfies Record<EnvironmentName, Environment>;

interface EnvironmentVariables {
  readonly VITE_APP_ENV?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_CONSUMER_APP_URL?: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function resolveEnvironment(variables: EnvironmentVariables): Environment {
  const requested = variables.VITE_APP_ENV;
  const base: Environment =
    requested === 'production' || requested === 'staging' ? ENVIRONMENTS[requested] : ENVIRONMENTS.default;
  const apiBase = nonEmpty(variables.VITE_API_BASE) ?? base.apiBase;
  return {
    name: base.name,
    // A trailing slash would double up with the leading slash of every call path.
    apiBase: apiBase.replace(/\/+$/, ''),
    consumerAppUrl: nonEmpty(variables.VITE_CONSUMER_APP_URL) ?? base.consumerAppUrl,
  };
}

export const environment: Environment = resolveEnvironment(import.meta.env as EnvironmentVariables);

/**
 * The resident app URL with the login token, as the spec's top-bar icon opens it; null when no
 * external resident app is configured (the icon then opens the residents' preview of this origin).
 */
export function consumerAppLink(token: string, env: Environment = environment): string | null {
  if (env.consumerAppUrl === null) return null;
  const url = new URL(env.consumerAppUrl, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}
