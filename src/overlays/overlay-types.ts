import type { ComponentType, LazyExoticComponent } from 'react';
import type { OverlayParams } from './overlay-query.ts';

export interface OverlayProps {
  /** The query key that opened this overlay (one component may serve several keys). */
  overlayKey: string;
  /** All query parameters, e.g. params.id for `?id=12`, params.userId for `?broadcast-msg?userId=3`. */
  params: OverlayParams;
  /** Returns to the same page without the query. */
  onClose: () => void;
}

export interface OverlayEntry {
  key: string;
  component: LazyExoticComponent<ComponentType<OverlayProps>>;
  /** Opens while signed out too (forgot-password on the login page). Default: signed-in only. */
  public?: boolean;
}
