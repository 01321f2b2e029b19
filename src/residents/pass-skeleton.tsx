// "My pass" while it loads, at the size it will have: the code's square, a name and a unit line, the
// hint and the renew button (and the offline line when offline). The card that replaces it then
// moves nothing under it; drawn as one loading line, it pushed the events down by ~500 px.
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

export function PassSkeleton({ offline }: { offline: boolean }) {
  return (
    <>
      <div className="r-pass-qr r-pass-qr--loading">
        <p>{S.loading}</p>
      </div>
      <p className="r-pass-name" aria-hidden="true">
        &nbsp;
      </p>
      <p className="r-pass-unit" aria-hidden="true">
        &nbsp;
      </p>
      <p className="r-pass-hint">{S.passHint}</p>
      <div className="r-pass-renew">
        <button type="button" className="r-button" disabled>
          {S.renewPass}
        </button>
        {offline ? <p className="r-muted">{S.renewOffline}</p> : null}
      </div>
    </>
  );
}
