import { plural } from '../../../primitives/plural.ts';
import type { Translation } from '../../catalogue.ts';
import type { KioskMessages } from '../../../features/kiosk/kiosk-strings.ts';

export default {
  start: 'Iniciar autorregistro',
  startNoConnection: 'Sin conexión: el autorregistro no puede iniciarse ahora.',
  startUnsent: (count) =>
    plural('es', count, {
      one: 'Hay 1 cambio pendiente de enviar. Inicie el autorregistro cuando se haya enviado (o descartado).',
      other: 'Hay # cambios pendientes de enviar. Inicie el autorregistro cuando se hayan enviado (o descartado).',
    }),
  title: 'Autorregistro',
  chooseEvent: 'Toque su evento para registrar su llegada',
  loading: 'Cargando…',
  noEvents: 'Ahora mismo no hay eventos en los que registrarse',
  nextEvent: (name, when) => `Próximo: ${name}, ${when}.`,
  tomorrowAt: (time) => `mañana a las ${time}`,
  todayAt: (time) => `hoy a las ${time}`,
  eventTimes: (start, end) => `de ${start} a ${end}`,
  findYourself: 'Busque su nombre',
  firstName: 'Su nombre',
  unit: 'Su unidad (opcional)',
  typeFirstName: 'Escriba su nombre y luego tóquelo en la lista.',
  matches: 'Nombres de la lista',
  noMatch: 'Ningún nombre de la lista coincide.',
  namesFound: (count) =>
    plural('es', count, {
      one: '1 nombre de la lista coincide: tóquelo.',
      other: '# nombres de la lista coinciden: toque el suyo.',
    }),
  residentChoice: (label, unit) => (unit === null ? label : `${label}, unidad ${unit}`),
  notOnList: 'No estoy en la lista',
  back: 'Atrás',
  confirmTitle: '¿Es usted?',
  confirmEvent: (event) => `Registrar su llegada a ${event}`,
  confirm: 'Sí, registrarme',
  notMe: 'No, no soy yo',
  working: 'Registrando su llegada…',
  checkedIn: 'Su llegada está registrada',
  enjoy: (event) => `¡Disfrute de ${event}!`,
  alreadyCheckedIn: 'Su llegada ya estaba registrada',
  alreadyExplain: 'No tiene que hacer nada más. ¡Que lo disfrute!',
  askFrontDesk: 'Consulte en recepción',
  askExplain: 'En recepción pueden añadirle a este evento.',
  done: 'Listo',
  scan: 'Escanear',
  scanHint: '¿Tiene un pase? Escanee su código QR.',
  scanCheckedIn: (name) => `Registrado · ${name}`,
  scanAlreadyIn: 'Ya estaba registrado',
  scanNotOnList: 'No está en la lista de este evento',
  unknownPass: 'Pase desconocido',
  unknownPassHelp: 'Escriba su nombre o consulte en recepción.',
  scanOtherWays: 'Escriba su nombre.',
  idleTitle: '¿Sigue ahí?',
  idleCountdown: (seconds) =>
    plural('es', seconds, {
      one: 'Se volverá a empezar en # segundo.',
      other: 'Se volverá a empezar en # segundos.',
    }),
  stillHere: 'Sigo aquí',
  staff: 'Personal',
  staffLabel: 'Personal: salir del autorregistro',
  exitTitle: 'Salir del autorregistro',
  exitExplain: 'Solo para el personal: introduzca la contraseña de recepción para volver al modo recepción.',
  password: 'Contraseña del personal',
  passwordRequired: 'Introduzca la contraseña.',
  leave: 'Salir del autorregistro',
  cancel: 'Cancelar',
  close: 'Cerrar',
  pending: (count) =>
    count === 0
      ? 'Todos los registros han llegado al servidor.'
      : plural('es', count, { one: '1 registro pendiente de enviar.', other: '# registros pendientes de enviar.' }),
  noConnection: 'Sin conexión: ahora no se puede comprobar la contraseña.',
  wakeLockUnsupported:
    'Este navegador no puede mantener la pantalla encendida: configure la pantalla de la tableta para que no se apague nunca mientras el autorregistro esté en marcha.',
} satisfies Translation<KioskMessages>;
