// 'Download PDF' for the dashboard area, with progress while the libraries load and the page renders.
import { useState, type RefObject } from 'react';
import { notify } from '../../ui/toasts.tsx';
import { downloadAnalyticsPdf } from './analytics-pdf.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import type { PdfHeading } from './pdf-heading.ts';

/** `heading` is asked for on the press, so "made at" is the moment of the download. */
export function PdfButton({ target, heading }: { target: RefObject<HTMLElement | null>; heading: () => PdfHeading }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-secondary an-pdf"
      aria-busy={busy}
      disabled={busy}
      onClick={async () => {
        const element = target.current;
        if (element === null) return;
        setBusy(true);
        try {
          await downloadAnalyticsPdf(element, heading(), () => undefined);
        } catch {
          notify.error(S.pdfFailed);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? S.preparingPdf : S.downloadPdf}
    </button>
  );
}
