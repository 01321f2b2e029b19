// Shown only while the browser offers installation; mount it in the top bar.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { listenForInstallPrompt, promptInstall } from './install-prompt.ts';
import { pwaState } from './pwa-state.ts';
import { PWA_STRINGS } from './pwa-strings.ts';

export function InstallButton({ className = 'button button-secondary' }: { className?: string }) {
  const { canInstall } = useSnapshot(pwaState);
  useEffect(() => listenForInstallPrompt(), []);
  if (!canInstall) return null;
  return (
    <button type="button" className={className} title={PWA_STRINGS.installTitle} onClick={() => void promptInstall()}>
      {PWA_STRINGS.install}
    </button>
  );
}
