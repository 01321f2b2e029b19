// "My pass" on /r/me (docs/design/residents.md, "Check-in by pass"): the QR code the resident shows
// at the door, their first name and unit beneath, and "Renew my pass" behind a confirmation. The
// answer is kept on the device per resident like the page's other answers, so a phone with no
// network still shows it at the door; offline, renewing (which needs the server) is disabled and the
// section says why. A chunk of its own with the QR encoder (pass-qr.tsx), which /r/me loads and a
// first visit of /r/events does not.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { PassCard } from './pass-card.ts';
import { PassQr } from './pass-qr.tsx';
import { PassSkeleton } from './pass-skeleton.tsx';
import { residentApi } from './resident-api.ts';
import { readAnswer, saveAnswer } from './resident-cache.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

/** The key of the pass in the residents' offline copy (resident-cache.ts). */
export const PASS_CACHE = 'pass';

type Load = { state: 'loading' } | { state: 'shown'; card: PassCard; fromDevice: boolean } | { state: 'failed'; message: string };

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** What the browser says of its connection (navigator.onLine and its events). */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

export default function PassSection({ token, residentId }: { token: string; residentId: string }) {
  const online = useBrowserOnline();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);

  const show = useCallback(
    (card: PassCard) => {
      setLoad({ state: 'shown', card, fromDevice: false });
      void saveAnswer(residentId, PASS_CACHE, card);
    },
    [residentId],
  );

  // Asked again whenever the browser comes back online, so a pass shown from the device becomes the
  // server's (it may have been renewed on another phone meanwhile) and Renew works again.
  useEffect(() => {
    if (!online) return;
    let live = true;
    void (async () => {
      const answer = await residentApi.pass(token);
      if (!live) return;
      if (answer.ok) {
        if (answer.data !== null) show(answer.data);
        else setLoad({ state: 'failed', message: S.passUnreadable });
        return;
      }
      const kept = answer.status === 0 ? await readAnswer<PassCard>(residentId, PASS_CACHE) : null;
      if (!live) return;
      setLoad((now) => {
        if (kept !== null) return { state: 'shown', card: kept.data, fromDevice: true };
        // Offline with a pass already on screen: it stays.
        if (answer.status === 0 && now.state === 'shown') return { ...now, fromDevice: true };
        return { state: 'failed', message: answer.status === 0 ? S.passNone : answer.message };
      });
    })();
    return () => {
      live = false;
    };
  }, [token, residentId, online, show]);

  // Offline from the start (no request made): the device's copy.
  useEffect(() => {
    if (online) return;
    let live = true;
    void readAnswer<PassCard>(residentId, PASS_CACHE).then((kept) => {
      if (!live) return;
      setLoad((now) => {
        if (now.state === 'shown') return { ...now, fromDevice: true };
        return kept !== null ? { state: 'shown', card: kept.data, fromDevice: true } : { state: 'failed', message: S.passNone };
      });
    });
    return () => {
      live = false;
    };
  }, [online, residentId]);

  const onRenew = async () => {
    setBusy(true);
    setError(null);
    const answer = await residentApi.renewPass(token);
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) return setError(answer.message);
    if (answer.data === null) return setError(S.passUnreadable);
    show(answer.data);
    setAnnouncement(S.passRenewed);
  };

  const offline = !online || (load.state === 'shown' && load.fromDevice);
  return (
    <section className="r-card r-pass" aria-labelledby="r-pass-heading">
      <h2 id="r-pass-heading">{S.passHeading}</h2>
      {load.state === 'loading' ? <PassSkeleton offline={!online} /> : null}
      {load.state === 'failed' ? <p className="r-muted">{load.message}</p> : null}
      {load.state === 'shown' ? (
        <>
          <PassQr pass={load.card.pass} name={S.passQrName} />
          <p className="r-pass-name">{load.card.firstName}</p>
          {load.card.units.map((unit, at) => (
            <p key={at} className="r-pass-unit">
              {S.passUnit(unit.unit, unit.buildingName)}
            </p>
          ))}
          <p className="r-pass-hint">{S.passHint}</p>
          <div className="r-pass-renew">
            <button
              type="button"
              className="r-button"
              disabled={offline || busy}
              aria-describedby={offline ? 'r-pass-offline' : undefined}
              onClick={() => setConfirming(true)}
            >
              {S.renewPass}
            </button>
            {offline ? (
              <p id="r-pass-offline" className="r-muted">
                {S.renewOffline}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      <p role="status" className="r-announce">
        {announcement}
      </p>
      {error !== null ? (
        <p role="alert" className="r-error">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          id="r-renew"
          title={S.renewTitle}
          keepLabel={S.keepPass}
          confirmLabel={S.renewPass}
          busy={busy}
          onConfirm={() => void onRenew()}
          onClose={() => setConfirming(false)}
        >
          <p>{S.renewBody}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
