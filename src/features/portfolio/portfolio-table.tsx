// The Portfolio table (docs/design/metrics.md, Portfolio benchmark): one row per building for the chosen figure, its interval drawn
// as a range, sortable by building, figure, percentile or change (a header's button; aria-sort says
// the order). Its CSV is the table as shown.
import { useMemo, useState } from 'react';
import type { BenchmarkBuilding } from '../../api/analytics-api.ts';
import { ChartDataTable, CsvDownloadButton, ScrollBox } from '../../ui/chart-data-view.tsx';
import { IntervalBar } from './interval-bar.tsx';
import { FIGURE_LABELS, isPercentFigure, portfolioRatingsTable, portfolioRows, portfolioTable, sortValue, type FigureKey, type SortKey } from './portfolio-rows.ts';
import { nextSort, sortRows, type SortChoice } from './portfolio-sort.ts';
import { PORTFOLIO_STRINGS as S } from './portfolio-strings.ts';

/** For the no-show rate lower is better: "best first" is ascending there. */
function firstDirection(key: SortKey, figure: FigureKey): SortChoice<SortKey>['direction'] {
  if (key === 'name') return 'ascending';
  return key === 'value' && figure === 'noShowRate' ? 'ascending' : 'descending';
}

function SortHeader({ label, column, sort, onSort }: { label: string; column: SortKey; sort: SortChoice<SortKey>; onSort: (key: SortKey) => void }) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" className="pf-sort" onClick={() => onSort(column)} aria-label={S.sortBy(label)}>
        {label}
        <span className="pf-sort__mark" aria-hidden="true">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The ratings by building, under the figure's table, with a CSV of its own. */
export function PortfolioRatingsTable({ buildings }: { buildings: readonly BenchmarkBuilding[] }) {
  const table = useMemo(() => portfolioRatingsTable(buildings), [buildings]);
  return (
    <>
      <ChartDataTable table={table} className="an-table pf-table" captionClassName="an-table__caption" cellClassName="pf-table__wrap" />
      <div className="chart-data__actions" data-pdf-omit="">
        <CsvDownloadButton table={table} />
      </div>
    </>
  );
}

export function PortfolioTable({ buildings, figure }: { buildings: readonly BenchmarkBuilding[]; figure: FigureKey }) {
  const [sort, setSort] = useState<SortChoice<SortKey>>({ key: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const made = portfolioRows(buildings, figure);
    return sortRows(made, (row) => sortValue(row, sort.key), (row) => row.name, sort.direction);
  }, [buildings, figure, sort]);
  const table = useMemo(() => portfolioTable(rows, figure), [rows, figure]);
  const onSort = (key: SortKey) => setSort(nextSort(sort, key, firstDirection(key, figure)));
  const label = FIGURE_LABELS[figure];
  return (
    <>
      <ScrollBox label={table.caption}>
        <table className="an-table pf-table">
          <caption className="an-table__caption">{table.caption}</caption>
          <thead>
            <tr>
              <SortHeader label={S.buildingColumn} column="name" sort={sort} onSort={onSort} />
              <SortHeader label={label} column="value" sort={sort} onSort={onSort} />
              <th scope="col">{S.intervalColumn}</th>
              <th scope="col">{S.countsColumn}</th>
              <SortHeader label={S.percentileColumn} column="percentile" sort={sort} onSort={onSort} />
              <SortHeader label={S.changeColumn} column="change" sort={sort} onSort={onSort} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.buildingId}>
                <th scope="row">{row.name}</th>
                <td className="pf-table__value">
                  <span className="pf-table__figure">{row.cells.value}</span>
                  {isPercentFigure(figure) && row.figure.value !== null && row.figure.low !== null && row.figure.high !== null ? (
                    <IntervalBar value={row.figure.value} low={row.figure.low} high={row.figure.high} />
                  ) : null}
                </td>
                <td className="pf-table__pair">{row.cells.interval}</td>
                <td className="pf-table__pair">{row.cells.counts}</td>
                <td>{row.cells.percentile}</td>
                <td>{row.cells.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <div className="chart-data__actions" data-pdf-omit="">
        <CsvDownloadButton table={table} />
      </div>
    </>
  );
}
