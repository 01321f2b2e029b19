import type { FastifyInstance } from 'fastify';

interface RouteMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/** '/api/x/:id/' → a pattern matching '/api/x/42' and '/api/x/42/' (the router ignores trailing slashes). */
function routePattern(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Remembers every route's methods as it is added, so an answer for a path that exists with another
 * method can be 405 with `Allow` (RFC 9110) rather than a 404 that says the path is not there.
 * Call before the routes are registered; the returned function lists the methods a path allows.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes = new Map<string, RouteMethods>();
  app.addHook('onRoute', (route) => {
    const entry = routes.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    routes.set(route.url, entry);
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of routes.values()) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
