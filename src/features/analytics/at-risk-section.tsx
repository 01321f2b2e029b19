// At-risk residents (docs/design/metrics.md, "At-risk residents"): who came at least
// 3 times in the 90 days before the last 30 and not since, the most recent last attendance first.
// Each resident links to their profile (/user-dashboard, Profile tab) and to a message to them
// (?broadcast-msg?userId=N, as the product spells it), so a manager can reach out from the list.
import { memo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AtRisk, AtRiskResident } from '../../api/analytics-api.ts';
import { ROUTES } from '../../config/routes.ts';
import { overlaySearch } from '../../overlays/overlay-query.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { openUserProfile } from '../../state/users.ts';
import { CsvDownloadButton, ScrollBox } from '../../ui/chart-data-view.tsx';
import type { ChartTable } from '../../ui/chart-table.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { formatDate } from '../../ui/format-date.ts';

/** The list opens on the most recent few (the page, and its one-page PDF, stay short); "Show all" lists the rest. */
const AT_RISK_FIRST_SHOWN = 8 as const;

interface AtRiskSectionProps {
  atRisk: ResourceState<AtRisk>;
}

function residentName(resident: AtRiskResident): string {
  return `${resident.firstName} ${resident.lastName}`.trim();
}

function atRiskTable(residents: readonly AtRiskResident[]): ChartTable {
  return {
    caption: S.atRisk,
    columns: [S.residentColumn, S.lastAttendanceColumn, S.attendancesColumn],
    rows: residents.map((resident) => [residentName(resident), formatDate(resident.lastAttendance), resident.attendances]),
  };
}

export const AtRiskSection = memo(function AtRiskSection({ atRisk }: AtRiskSectionProps) {
  const [path] = useLocation();
  const [all, setAll] = useState(false);
  const residents = atRisk.data?.residents ?? [];
  const shown = all ? residents : residents.slice(0, AT_RISK_FIRST_SHOWN);
  return (
    <section className="dash-card an-section" aria-labelledby="an-at-risk-title">
      <header className="dash-card__header">
        <h2 className="dash-card__title" id="an-at-risk-title">
          {S.atRisk}
        </h2>
      </header>
      <p className="an-guidance">{S.atRiskGuidance}</p>
      {residents.length === 0 ? (
        <p className="an-chart__message" role="status">
          {atRisk.inProgress ? S.loading : atRisk.data === null ? S.noStats : S.noneAtRisk}
        </p>
      ) : (
        <>
          <ScrollBox label={S.atRisk}>
            <table className="an-table an-at-risk">
              <caption className="dash-visually-hidden">{S.atRisk}</caption>
              <thead>
                <tr>
                  <th scope="col">{S.residentColumn}</th>
                  <th scope="col">{S.lastAttendanceColumn}</th>
                  <th scope="col">{S.attendancesColumn}</th>
                  <th scope="col">{S.actionsColumn}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((resident) => {
                  const name = residentName(resident);
                  return (
                    <tr key={resident.userId}>
                      <th scope="row">{name}</th>
                      <td>{formatDate(resident.lastAttendance)}</td>
                      <td>{resident.attendances}</td>
                      <td className="an-at-risk__actions">
                        <Link href={ROUTES.users} className="an-at-risk__link" aria-label={S.profileOf(name)} onClick={() => openUserProfile(resident.userId)}>
                          {S.profile}
                        </Link>{' '}
                        <Link
                          href={`${path}${overlaySearch('broadcast-msg')}?userId=${resident.userId}`}
                          className="an-at-risk__link"
                          aria-label={S.messageTo(name)}
                        >
                          {S.message}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollBox>
          {residents.length > AT_RISK_FIRST_SHOWN ? (
            <div className="an-at-risk-more" data-pdf-omit="">
              <button type="button" className="chart-data__button" onClick={() => setAll(!all)}>
                {all ? S.showFewer : S.showAll(residents.length)}
              </button>
            </div>
          ) : null}
          <div className="chart-data__actions" data-pdf-omit="">
            <CsvDownloadButton table={atRiskTable(residents)} />
          </div>
        </>
      )}
    </section>
  );
});
