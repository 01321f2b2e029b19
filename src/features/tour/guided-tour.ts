// The guided-tour entry point. 'View Guided Tour' goes to /dashboard?tour; the dashboard page starts
// the tour (<GuidedTour>) while the URL carries ?tour.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../config/routes.ts';
import { parseQueryParts } from '../../overlays/overlay-query.ts';

const TOUR_QUERY_KEY = 'tour' as const;
export const GUIDED_TOUR_HREF = `${ROUTES.dashboard}?${TOUR_QUERY_KEY}` as const;

interface GuidedTourRequest {
  /** True while the URL carries ?tour. */
  requested: boolean;
  /** Drops ?tour (and whatever a tour stop opened) from the URL: the tour ends or is skipped. */
  finish: () => void;
  /** Shows a stop: ?tour plus that stop's query (or none), replacing the history entry. */
  showQuery: (query: string | undefined) => void;
}

export function useGuidedTourRequest(): GuidedTourRequest {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const requested = parseQueryParts(search).some(([name]) => name === TOUR_QUERY_KEY);
  const finish = useCallback(() => navigate(path, { replace: true }), [navigate, path]);
  const showQuery = useCallback(
    (query: string | undefined) => navigate(`${path}?${TOUR_QUERY_KEY}${query ? `&${query}` : ''}`, { replace: true }),
    [navigate, path],
  );
  return { requested, finish, showQuery };
}
