import { describe, expect, it } from 'vitest';
import type { BenchmarkBuilding, BenchmarkFigure } from '../../api/analytics-api.ts';
import { portfolioRatingsTable, portfolioRows, portfolioTable } from './portfolio-rows.ts';
import { PORTFOLIO_STRINGS as S } from './portfolio-strings.ts';
import { RATING_FIGURE_STRINGS as R } from '../../ui/rating-figures-text.ts';

const figure = (change: Partial<BenchmarkFigure> = {}): BenchmarkFigure => ({
  value: 50,
  numerator: 6,
  denominator: 12,
  low: 25.38,
  high: 74.62,
  percentile: 50,
  previous: 48.75,
  change: 1.25,
  ...change,
});

const building = (buildingId: number, name: string, capture: BenchmarkFigure): BenchmarkBuilding => ({
  buildingId,
  name,
  capture,
  capacity: figure(),
  attendedRsvpd: figure(),
  noShowRate: figure(),
  eventsPerWeek: figure({ value: 2.5, numerator: 30, low: null, high: null }),
  ratings: { responseRate: 33.33, responded: 4, attendees: 12, low: 13.81, high: 60.94, meanRating: 3.5, ratings: 4 },
});

describe('portfolioRows', () => {
  it('writes a percentage with its interval, counts, percentile and change as the table shows them', () => {
    const [row] = portfolioRows([building(1, 'Small', figure())], 'capture');
    expect(row?.cells).toEqual({
      value: '50.00%', interval: '25.38–74.62%', counts: '6 of 12', percentile: '50', change: '+1.25 pp',
    });
  });

  it('writes a fall with a minus sign, no change as 0.00 pp, and unknown figures as —', () => {
    const rows = portfolioRows(
      [
        building(1, 'A', figure({ change: -3.5 })),
        building(2, 'B', figure({ change: 0 })),
        building(3, 'C', figure({ value: null, low: null, high: null, percentile: null, change: null, numerator: 0, denominator: 0 })),
      ],
      'capture',
    );
    expect(rows.map((row) => row.cells.change)).toEqual(['−3.50 pp', '0.00 pp', '—']);
    expect(rows[2]?.cells).toMatchObject({ value: '—', interval: '—', percentile: '—' });
  });

  it('events per week is a number per week, without % or interval', () => {
    const [row] = portfolioRows([building(1, 'A', figure())], 'eventsPerWeek');
    expect(row?.cells).toMatchObject({ value: '2.50', interval: '—', counts: '30 of 12' });
  });

  it("the CSV's table names the figure's column and holds the cells as shown", () => {
    const table = portfolioTable(portfolioRows([building(1, 'A', figure())], 'capture'), 'capture');
    expect(table.caption).toBe(S.caption(S.capture));
    expect(table.columns).toEqual([S.buildingColumn, S.capture, S.intervalColumn, S.countsColumn, S.percentileColumn, S.changeColumn]);
    expect(table.rows).toEqual([['A', '50.00%', '25.38–74.62%', '6 of 12', '50', '+1.25 pp']]);
  });

  it('the ratings table: the response rate with its interval and counts, the mean with its count, by building name', () => {
    const table = portfolioRatingsTable([building(2, 'Beta', figure()), building(1, 'Alpha', figure())]);
    expect(table.caption).toBe(S.ratingsCaption);
    expect(table.columns).toEqual([S.buildingColumn, R.responseRate, R.meanRating]);
    expect(table.rows).toEqual([
      ['Alpha', '33.33% (13.81–60.94% · 4 of 12 rated)', '3.50 ★ · 4 ratings'],
      ['Beta', '33.33% (13.81–60.94% · 4 of 12 rated)', '3.50 ★ · 4 ratings'],
    ]);
  });

  it('a building without attendees or ratings shows — for both', () => {
    const none = { ...building(1, 'A', figure()), ratings: { responseRate: null, responded: 0, attendees: 0, low: null, high: null, meanRating: null, ratings: 0 } };
    expect(portfolioRatingsTable([none]).rows).toEqual([['A', '—', '—']]);
  });
});
