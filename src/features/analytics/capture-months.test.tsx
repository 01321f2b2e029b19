// The quarter view's monthly Capture gauges: a month that has not begun says 'not yet', never a
// figure, whether the server answers null for it or (before it did) 0.
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptureGrowth, CapturePercentage, NoShowRates } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { mount, type Mounted } from '../../testing/render-for-test.tsx';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { CaptureGrowthSection, monthNotBegun } from './capture-growth-section.tsx';

const loaded = <T,>(data: T | null): ResourceState<T> => ({ data, inProgress: false, success: data !== null, error: null, cachedAt: null });

let app: Mounted | undefined;
afterEach(async () => {
  await app?.unmount();
  app = undefined;
});

async function gaugeLabels(months: NonNullable<CapturePercentage['months']>, today: string): Promise<string[]> {
  app = await mount(
    <CaptureGrowthSection
      quarter
      venueId={0}
      capture={loaded<CapturePercentage>({ capture: 12.5, months })}
      growth={loaded<CaptureGrowth>(null)}
      noShows={loaded<NoShowRates>(null)}
      today={today}
    />,
  );
  const monthly = app.container.querySelector('.an-gauges--three');
  return [...(monthly?.querySelectorAll('figure') ?? [])].map((figure) => figure.querySelector('[role="img"]')?.getAttribute('aria-label') ?? figure.textContent ?? '');
}

describe('the quarter view of Capture %', () => {
  it("says 'not yet' for a month whose first day is after today, whatever the answer holds", async () => {
    const months = [
      { year: 2026, month: 10, capture: 31.25 },
      { year: 2026, month: 11, capture: 0 },
      { year: 2026, month: 12, capture: 0 },
    ];
    const shown = await gaugeLabels(months, '2026-11-27');
    // November has begun: its 0 is a figure.
    expect(shown).toEqual([
      S.gaugeLabel(S.captureOfMonth('Oct 2026'), '31.25%'),
      S.gaugeLabel(S.captureOfMonth('Nov 2026'), '0.00%'),
      S.gaugeLabel(S.captureOfMonth('Dec 2026'), S.notYet),
    ]);
  });

  it("says 'not yet' for the server's null of a month not begun; a begun month without a figure keeps 'No stats to display!'", async () => {
    const shown = await gaugeLabels(
      [
        { year: 2026, month: 10, capture: null },
        { year: 2026, month: 11, capture: null },
        { year: 2026, month: 12, capture: null },
      ],
      '2026-11-01',
    );
    expect(shown).toEqual([`${S.captureOfMonth('Oct 2026')}${S.noStats}`, `${S.captureOfMonth('Nov 2026')}${S.noStats}`, S.gaugeLabel(S.captureOfMonth('Dec 2026'), S.notYet)]);
  });

  it('tells a month not begun by its first day', () => {
    expect(monthNotBegun(2026, 12, '2026-11-30')).toBe(true);
    expect(monthNotBegun(2026, 12, '2026-12-01')).toBe(false);
    expect(monthNotBegun(2027, 1, '2026-12-31')).toBe(true);
    expect(monthNotBegun(2026, 9, '2026-11-27')).toBe(false);
  });
});
