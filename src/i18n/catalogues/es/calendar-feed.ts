import type { Translation } from '../../catalogue.ts';
import type { CalendarFeedMessages } from '../../../features/buildings/calendar-feed-strings.ts';

export default {
  title: 'Suscripción al calendario',
  summary: (building) => `Suscripción al calendario de ${building}`,
  loading: 'Cargando…',
  notPublished: 'No publicado.',
  publishedOn: (date) => `Publicado el ${date}.`,
  explain:
    'Las aplicaciones de calendario se suscriben a esta dirección y muestran los eventos de este edificio (los últimos 30 días y los 180 siguientes), sin ningún dato de los residentes. ' +
    'La dirección se muestra una sola vez, al crearla: al renovarla se crea una nueva y la anterior deja de funcionar en el acto.',
  address: 'Dirección de suscripción',
  publish: 'Publicar el calendario',
  renew: 'Renovar la dirección',
  stop: 'Dejar de publicar',
  copy: 'Copiar la dirección',
  copied: 'Dirección copiada.',
  copyFailed: 'No se pudo copiar: seleccione la dirección y cópiela.',
  stopped: 'El calendario ya no se publica; su dirección ha dejado de funcionar.',
} satisfies Translation<CalendarFeedMessages>;
