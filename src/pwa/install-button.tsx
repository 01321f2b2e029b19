// The install offer, shown only while the browser offers installation: a sidebar entry under the
// navigation, an icon with its word like the others. It comes a moment after the page is drawn (the
// browser's beforeinstallprompt): below the navigation, with nothing under it but the sidebar's
// bottom-anchored foot, its arrival moves nothing drawn (in the top bar it pushed the actions aside).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { DownloadIcon } from '../ui/icons.tsx';
import { listenForInstallPrompt, promptInstall } from './install-prompt.ts';
import { pwaState } from './pwa-state.ts';
import { PWA_STRINGS } from './pwa-strings.ts';

export function InstallButton() {
  const { canInstall } = useSnapshot(pwaState);
  useEffect(() => listenForInstallPrompt(), []);
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className="sidebar-link sidebar-install"
      aria-label={PWA_STRINGS.install}
      title={PWA_STRINGS.installTitle}
      onClick={() => void promptInstall()}
    >
      <DownloadIcon size={24} />
      <span className="sidebar-caption" aria-hidden="true">
        {PWA_STRINGS.installCaption}
      </span>
    </button>
  );
}
