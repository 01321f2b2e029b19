// Retention (docs/design/metrics.md, "Retention"): new, retained, returning and
// churned residents, the retention rate, and in the month view the cohort heat table: for each of
// the 6 months ending with the period, the residents who first came that month and the share of
// them active in each later month. The heat table is a real table (each cell's share in words);
// its CSV is what it shows.
import { memo, useMemo } from 'react';
import type { Retention } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { ChartDataTable, CsvDownloadButton } from '../../ui/chart-data-view.tsx';
import { formatPercent } from '../../ui/format-percent.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { CountTiles } from './count-tiles.tsx';
import { cohortHeat, heatStyle } from './cohort-table.ts';

interface RetentionSectionProps {
  quarter: boolean;
  retention: ResourceState<Retention>;
}

export const RetentionSection = memo(function RetentionSection({ quarter, retention }: RetentionSectionProps) {
  const figures = retention.data;
  const heat = useMemo(() => (figures && !quarter ? cohortHeat(figures.cohorts) : null), [figures, quarter]);
  return (
    <section className="dash-card an-section" aria-labelledby="an-retention-title">
      <header className="dash-card__header">
        <h2 className="dash-card__title" id="an-retention-title">
          {S.retention}
        </h2>
      </header>
      <CountTiles
        busy={retention.inProgress}
        tiles={[
          { label: S.newResidents, value: figures?.new },
          { label: S.retained, value: figures?.retained },
          { label: S.returning, value: figures?.returning },
          { label: S.churned, value: figures?.churned },
          { label: S.retentionRate, text: figures ? formatPercent(figures.retentionRate, S.noValue) : S.noValue },
        ]}
      />
      <p className="an-guidance">{S.retentionGuidance}</p>
      {quarter ? (
        <p className="an-chart__message">{S.cohortsMonthOnly}</p>
      ) : heat === null || heat.table.rows.length === 0 ? (
        <p className="an-chart__message" role="status">
          {retention.inProgress ? S.loading : S.noStats}
        </p>
      ) : (
        <>
          <ChartDataTable table={heat.table} cellStyle={(row, cell) => heatStyle(heat, row, cell)} />
          <div className="chart-data__actions" data-pdf-omit="">
            <CsvDownloadButton table={heat.table} />
          </div>
        </>
      )}
    </section>
  );
});
