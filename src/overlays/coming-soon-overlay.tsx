// Placeholder for overlays the top bar can already open but whose content comes with a later issue.
import { Dialog } from '../ui/dialog.tsx';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import type { OverlayProps } from './overlay-types.ts';

const TITLES: Readonly<Record<string, string>> = {
  contact: SHELL_STRINGS.contactHom,
  report: SHELL_STRINGS.generateEventReport,
  'broadcast-msg': SHELL_STRINGS.broadcastMessage,
};

export default function ComingSoonOverlay({ overlayKey, onClose }: OverlayProps) {
  return (
    <Dialog title={TITLES[overlayKey] ?? overlayKey} onClose={onClose}>
      <p className="coming-soon-text">{SHELL_STRINGS.dialogComingSoon}</p>
    </Dialog>
  );
}
