// What reminders do: the no-show rate of reminded and of not-reminded going RSVPs over the last 12
// weeks' settled events, each with its 95 % Wilson interval, so a manager sees whether the
// difference is more than chance. One small table card.
import { memo } from 'react';
import type { ReminderFigures } from '../../api/analytics-api.ts';
import type { ResourceState } from '../../state/cached-resource.ts';
import { formatPercent } from '../../ui/format-percent.ts';
import { REMINDER_FIGURES_STRINGS as S } from './reminder-figures-strings.ts';

type Group = ReminderFigures['reminded'];

function GroupRow({ label, group }: { label: string; group: Group }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{group.going}</td>
      <td>{group.noShows}</td>
      <td>{formatPercent(group.noShowRate, S.none)}</td>
      <td>{group.low === null || group.high === null ? S.none : S.range(formatPercent(group.low, S.none), formatPercent(group.high, S.none))}</td>
    </tr>
  );
}

export const ReminderFiguresCard = memo(function ReminderFiguresCard({ figures }: { figures: ResourceState<ReminderFigures> }) {
  // An answer without both groups (an older server's) shows as no figures, not as a broken card.
  const data = figures.data?.reminded && figures.data.notReminded ? figures.data : null;
  return (
    <section className="dash-card an-section" aria-labelledby="an-reminders-title">
      <header className="dash-card__header">
        <h2 className="dash-card__title" id="an-reminders-title">
          {S.title}
        </h2>
      </header>
      {data === null ? (
        <p className="an-chart__message" role="status">
          {figures.inProgress ? S.loading : S.noStats}
        </p>
      ) : (
        <>
          <p className="an-guidance">{S.guidance(data.weeks)}</p>
          <table className="an-table">
            <caption className="dash-visually-hidden">{S.title}</caption>
            <thead>
              <tr>
                <th scope="col">{S.groupColumn}</th>
                <th scope="col">{S.goingColumn}</th>
                <th scope="col">{S.noShowsColumn}</th>
                <th scope="col">{S.rateColumn}</th>
                <th scope="col">{S.rangeColumn}</th>
              </tr>
            </thead>
            <tbody>
              <GroupRow label={S.reminded} group={data.reminded} />
              <GroupRow label={S.notReminded} group={data.notReminded} />
            </tbody>
          </table>
        </>
      )}
    </section>
  );
});
