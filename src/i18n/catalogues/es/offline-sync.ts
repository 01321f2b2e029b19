import type { Translation } from '../../catalogue.ts';
import type { OfflineSyncMessages } from '../../../ui/offline-sync-strings.ts';
import { formatCount, plural } from '../../../primitives/plural.ts';

export default {
  backOnline: 'De nuevo en línea — datos actualizados',
  backOnlineNothingToRefresh: 'De nuevo en línea',
  backOnlineRefreshFailed: 'De nuevo en línea, pero no se pudieron actualizar los datos. Se actualizarán cuando vuelva a abrir la página.',
  unsentChanges: 'Cambios sin enviar',
  unsentCaption: 'Sin enviar',
  captionWord: (count) => plural('es', count, { one: 'cambio', other: 'cambios' }),
  savedForOffline: 'Guardado para usar sin conexión',
  savedAt: (time) => `a las ${time}`,
  offline: 'Sin conexión',
  dataFrom: (time) => `datos de ${time}`,
  waiting: (count) => `${formatCount('es', count)} en espera`,
  waitingToSend: 'Pendiente de enviar',
  notAccepted: 'No aceptado por el servidor',
  dismiss: 'Descartar',
  close: 'Cerrar',
  pendingSync: 'Pendiente de sincronizar',
  messageQueued: 'No tiene conexión. El mensaje se enviará cuando vuelva a estar en línea.',
  changeQueued: 'No tiene conexión. El cambio se enviará cuando vuelva a estar en línea.',
  messageQueuedBehind: 'El mensaje se enviará justo después de sus cambios anteriores sin enviar.',
  signOutTitle: '¿Cerrar sesión?',
  signOutAnyway: 'Cerrar sesión de todos modos',
  cancel: 'Cancelar',
  changesSent: (count) => plural('es', count, { one: 'Se envió # cambio hecho sin conexión', other: 'Se enviaron # cambios hechos sin conexión' }),
  changesRejected: (count) =>
    plural('es', count, {
      one: 'El servidor no aceptó # cambio hecho sin conexión. Consulte Cambios sin enviar.',
      other: 'El servidor no aceptó # cambios hechos sin conexión. Consulte Cambios sin enviar.',
    }),
  signOutWithUnsent: (pending, rejected) => {
    const parts = [
      ...(pending > 0 ? [plural('es', pending, { one: '# cambio sin enviar', other: '# cambios sin enviar' })] : []),
      ...(rejected > 0 ? [plural('es', rejected, { one: '# cambio que el servidor no aceptó', other: '# cambios que el servidor no aceptó' })] : []),
    ];
    const lost = pending + rejected === 1 ? 'Se perderá.' : 'Se perderán.';
    return `Tiene ${parts.join(' y ')}. ¿Cerrar sesión de todos modos? ${lost}`;
  },
  unsentChangesDiscarded: (count) =>
    plural('es', count, {
      one: 'Se descartó # cambio sin enviar al terminar la sesión.',
      other: 'Se descartaron # cambios sin enviar al terminar la sesión.',
    }),
  unsentChangesLabel: (count) => (count === 0 ? 'Cambios sin enviar' : plural('es', count, { one: '# cambio sin enviar', other: '# cambios sin enviar' })),
  savedForOfflineAt: (time) => `Guardado para usar sin conexión a las ${time}`,
  offlineStatus: (time, waiting) =>
    [
      time === null ? 'Sin conexión' : `Sin conexión — se muestran datos de ${time}`,
      ...(waiting > 0 ? [plural('es', waiting, { one: '# cambio en espera', other: '# cambios en espera' })] : []),
    ].join(' · '),
} satisfies Translation<OfflineSyncMessages>;
