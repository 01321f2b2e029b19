// Header controls of the Event Performance card: 'Last 10 events' / 'Last 20 events' (the building
// filter is ui/building-select.tsx). Controlled: values in, changes out.
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import { EVENT_COUNT_CHOICES, type EventCount } from '../../api/dashboard-api.ts';

/** Read on each render, so the buttons speak the language in force. */
function eventCountLabel(count: EventCount): string {
  return count === 10 ? S.last10Events : S.last20Events;
}

interface EventCountControlProps {
  value: EventCount;
  onChange: (count: EventCount) => void;
}

export function EventCountControl({ value, onChange }: EventCountControlProps) {
  return (
    <div className="dash-segmented" role="group" aria-label={S.eventCountLabel}>
      {EVENT_COUNT_CHOICES.map((count) => (
        <button
          key={count}
          type="button"
          className="dash-segmented__option"
          aria-pressed={value === count}
          onClick={() => {
            if (value !== count) onChange(count);
          }}
        >
          {eventCountLabel(count)}
        </button>
      ))}
    </div>
  );
}

/**
 * 'Loading....' beside a card's controls while a refresh runs. It keeps its place when idle (hidden,
 * not removed), so the controls beside it never move.
 */
export function RefreshingMark({ shown }: { shown: boolean }) {
  return (
    <span className={shown ? 'dash-chart__refreshing' : 'dash-chart__refreshing dash-chart__refreshing--idle'} aria-hidden={!shown}>
      {S.loading}
    </span>
  );
}
