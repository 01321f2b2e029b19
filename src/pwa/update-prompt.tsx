// "A new version is available. Reload": mount once near the app root. It also starts the service
// worker registration, so mounting it is all the shell has to do.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { pwaState } from './pwa-state.ts';
import { PWA_STRINGS } from './pwa-strings.ts';
import { applyUpdate, postponeUpdate, startServiceWorker } from './service-worker-registration.ts';
import './pwa.css';

export function UpdatePrompt() {
  const { needRefresh } = useSnapshot(pwaState);
  useEffect(() => startServiceWorker(), []);
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span>{PWA_STRINGS.updateAvailable}</span>
      <button type="button" className="button button-primary" onClick={() => void applyUpdate()}>
        {PWA_STRINGS.reload}
      </button>
      <button type="button" className="button button-secondary" onClick={postponeUpdate}>
        {PWA_STRINGS.later}
      </button>
    </div>
  );
}
