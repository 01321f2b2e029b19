// The guided-tour entry point. 'View Guided Tour' goes to /dashboard?tour; the tour itself comes with
// a later issue, which should start it from useGuidedTourRequest() on the dashboard page.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../config/routes.ts';
import { parseQueryParts } from '../../overlays/overlay-query.ts';

export const TOUR_QUERY_KEY = 'tour' as const;
export const GUIDED_TOUR_HREF = `${ROUTES.dashboard}?${TOUR_QUERY_KEY}` as const;

export interface GuidedTourRequest {
  /** True while the URL carries ?tour. */
  requested: boolean;
  /** Drops ?tour from the URL (when the tour ends or is skipped). */
  finish: () => void;
}

export function useGuidedTourRequest(): GuidedTourRequest {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const requested = parseQueryParts(search).some(([name]) => name === TOUR_QUERY_KEY);
  const finish = useCallback(() => navigate(path, { replace: true }), [navigate, path]);
  return { requested, finish };
}
