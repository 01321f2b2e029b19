import type { Translation } from '../../catalogue.ts';
import type { ConnectionMessages } from '../../../offline/connection-strings.ts';

export default {
  notCached: 'No tiene conexión y esto no se había cargado antes.',
  rejectedFallback: (status) => `El servidor no aceptó este cambio (estado ${status}).`,
  staleData: (online, time) => (online ? `Se muestran datos guardados de ${time}` : `Sin conexión — datos de ${time}`),
  networkUnreachable: 'No se puede acceder a la red',
  networkTimedOut: 'El servidor no respondió a tiempo',
  requestFailed: (status) => `La solicitud falló (estado ${status})`,
} satisfies Translation<ConnectionMessages>;
