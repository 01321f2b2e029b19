// The honest panel a screen shows until it is built: its name and that it is not built yet.
import type { ReactNode } from 'react';
import { SHELL_STRINGS } from './shell-strings.ts';

export function ComingSoonPanel({ children }: { children?: ReactNode }) {
  return (
    <section className="panel coming-soon" aria-live="polite">
      <p className="coming-soon-text">{SHELL_STRINGS.screenComingSoon}</p>
      {children}
    </section>
  );
}
