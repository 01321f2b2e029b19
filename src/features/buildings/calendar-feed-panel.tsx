// A building's calendar feed on /building: publish it, copy its address, renew it (the old
// address stops at once) or stop it. Closed at first, so the page asks nothing and moves nothing until
// a manager opens it. The address comes back only when made (the server keeps a hash of the secret).
import { formatMoment } from '../../ui/date-time-format.ts';
import { useState } from 'react';
import { fetchFeedStatus, renewFeed, stopFeed, type FeedStatus } from '../../api/calendar-api.ts';
import type { ApiResult } from '../../api/client.ts';
import { CALENDAR_FEED_STRINGS as S } from './calendar-feed-strings.ts';

interface PanelState {
  status: FeedStatus | null;
  url: string | null;
  busy: boolean;
  notice: string | null;
  error: string | null;
}

const INITIAL: PanelState = { status: null, url: null, busy: false, notice: null, error: null };

export function CalendarFeedPanel({ buildingId, buildingName }: { buildingId: number; buildingName: string }) {
  const [state, setState] = useState<PanelState>(INITIAL);
  const [open, setOpen] = useState(false);
  const addressId = `calendar-feed-address-${buildingId}`;

  async function run<T extends FeedStatus>(call: () => Promise<ApiResult<T>>, after: (data: T) => Partial<PanelState>): Promise<void> {
    setState((current) => ({ ...current, busy: true, notice: null, error: null }));
    const result = await call();
    setState((current) =>
      result.ok
        ? { ...current, busy: false, status: { published: result.data.published, publishedAt: result.data.publishedAt }, ...after(result.data) }
        : { ...current, busy: false, error: result.data.message },
    );
  }

  function onToggle(nowOpen: boolean): void {
    setOpen(nowOpen);
    if (nowOpen && state.status === null && !state.busy) void run(() => fetchFeedStatus(buildingId), () => ({}));
  }

  async function copy(url: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      setState((current) => ({ ...current, notice: S.copied, error: null }));
    } catch {
      setState((current) => ({ ...current, notice: null, error: S.copyFailed }));
    }
  }

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
            {state.notice}
          </p>
          <p className="form-note">{S.explain}</p>
          {url !== null && status?.published ? (
            <div className="calendar-feed__address">
              <label htmlFor={addressId}>{S.address}</label>
              <input id={addressId} className="calendar-feed__url" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="button button-primary" onClick={() => void copy(url)}>
                {S.copy}
              </button>
            </div>
          ) : null}
          {state.error !== null ? (
            <p role="alert" className="form-error">
              {state.error}
            </p>
          ) : null}
          {status !== null ? (
            <div className="form-actions">
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => void run(() => renewFeed(buildingId), (data) => ({ url: data.url }))}>
                {status.published ? S.renew : S.publish}
              </button>
              {status.published ? (
                <button type="button" className="button button-secondary" disabled={busy} onClick={() => void run(() => stopFeed(buildingId), () => ({ url: null, notice: S.stopped }))}>
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
