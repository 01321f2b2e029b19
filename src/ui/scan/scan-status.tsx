// A scan's outcome in words and an icon (never colour alone), large enough to read at arm's length,
// in a status line a screen reader says: green "Checked in · Ava J.", amber "Already checked in at
// 10:02 by Front Desk", red "Not on this event's list" or "Unknown pass", with what to do. Always in
// the page (empty between scans), so the first outcome is announced too.
import type { ScanTone } from './scan-sound.ts';
import { SCAN_STRINGS as S } from './scan-strings.ts';
import type { ScanOutcome } from './use-scan-outcome.ts';
import './scan.css';

function ToneIcon({ tone }: { tone: ScanTone }) {
  return (
    <svg className="scan-status__icon" width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {tone === 'ok' ? (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M7 12.5l3.2 3.2L17 9" />
        </>
      ) : tone === 'warn' ? (
        <>
          <path d="M12 3 2 20.5h20z" />
          <path d="M12 9.5v5M12 17.6v.1" />
        </>
      ) : (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
        </>
      )}
    </svg>
  );
}

export function ScanStatus({ outcome, className = '' }: { outcome: ScanOutcome | null; className?: string }) {
  return (
    <div className={`scan-status ${className}`.trim()} role="status" aria-label={S.result} data-tone={outcome?.tone}>
      {outcome === null ? null : (
        // Keyed by the outcome: the same words again are new nodes, which a screen reader says again.
        <div key={outcome.id} className="scan-status__body">
          <ToneIcon tone={outcome.tone} />
          <div className="scan-status__words">
            <p className="scan-status__text">{outcome.text}</p>
            {outcome.detail ? <p className="scan-status__detail">{outcome.detail}</p> : null}
          </div>
          {outcome.action ? (
            <button type="button" className="button scan-status__action" onClick={outcome.action.run}>
              {outcome.action.label}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
