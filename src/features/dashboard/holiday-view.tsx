// A holiday in the popup: read-only label, description and image (docs/product-spec.md, Event popup).
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { DayHoliday } from '../../api/dashboard-api.ts';

export function HolidayView({ holiday }: { holiday: DayHoliday }) {
  return (
    <article className="dash-popup-holiday">
      <span className="dash-popup-holiday__label">{S.holiday}</span>
      <h3 className="dash-popup-event__name">{holiday.name}</h3>
      {holiday.image === null ? null : <img className="dash-popup-holiday__image" src={holiday.image} alt="" />}
      {holiday.description.trim() === '' ? null : <p className="dash-popup-holiday__description">{holiday.description}</p>}
    </article>
  );
}
