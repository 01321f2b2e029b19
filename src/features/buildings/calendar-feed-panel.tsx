// A building's calendar feed on /building: publish it, copy its address, renew it (the old
// address stops at once) or stop it. Closed at first, so the page asks nothing and moves nothing until
// a manager opens it. The address comes back only when made (the server keeps a hash of the secret).
import { useEffect, useState } from 'react';
import { copyCalendarFeedAddress, forgetCalendarFeed, openCalendarFeed, renewCalendarFeed, stopCalendarFeed, useCalendarFeed } from '../../state/calendar-feed.ts';
import { formatMoment } from '../../ui/date-time-format.ts';
import { CALENDAR_FEED_STRINGS as S } from './calendar-feed-strings.ts';

export function CalendarFeedPanel({ buildingId, buildingName }: { buildingId: number; buildingName: string }) {
  const state = useCalendarFeed(buildingId);
  const [open, setOpen] = useState(false);
  const addressId = `calendar-feed-address-${buildingId}`;
  useEffect(() => () => forgetCalendarFeed(buildingId), [buildingId]);

  function onToggle(nowOpen: boolean): void {
    setOpen(nowOpen);
    if (nowOpen) openCalendarFeed(buildingId);
  }

  const notice = state.notice === 'copied' ? S.copied : state.notice === 'stopped' ? S.stopped : null;
  const error = state.notice === 'copy-failed' ? S.copyFailed : state.error;
  const { status, url, busy } = state;
  return (
    <details className="calendar-feed" onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="calendar-feed__summary" aria-label={S.summary(buildingName)}>
        {S.title}
      </summary>
      {/* Only once opened: a closed panel holds nothing (no "Loading" among the card's facts). */}
      {open ? (
        <div className="calendar-feed__body">
          <p role="status" className="calendar-feed__status">
            {status === null
              ? S.loading
              : status.published && status.publishedAt
                ? S.publishedOn(formatMoment(status.publishedAt))
                : S.notPublished}{' '}
            {notice}
          </p>
          <p className="form-note">{S.explain}</p>
          {url !== null && status?.published ? (
            <div className="calendar-feed__address">
              <label htmlFor={addressId}>{S.address}</label>
              <input id={addressId} className="calendar-feed__url" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="button button-primary" onClick={() => void copyCalendarFeedAddress(buildingId, url)}>
                {S.copy}
              </button>
            </div>
          ) : null}
          {error !== null ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
          {status !== null ? (
            <div className="form-actions">
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => void renewCalendarFeed(buildingId)}>
                {status.published ? S.renew : S.publish}
              </button>
              {status.published ? (
                <button type="button" className="button button-secondary" disabled={busy} onClick={() => void stopCalendarFeed(buildingId)}>
                  {S.stop}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
