import { plural } from '../../../primitives/plural.ts';
import type { Translation } from '../../catalogue.ts';
import type { FrontDeskMessages } from '../../../ui/front-desk-strings.ts';

export default {
  start: 'Iniciar modo recepción',
  modeName: 'Modo recepción',
  leave: 'Salir del modo recepción',
  startTitle: 'Iniciar modo recepción',
  startExplain: (building) =>
    `Esta tableta pasa a ser la recepción de ${building}: solo muestra ese edificio y se desactivan Mis tareas, Mi perfil, Mis edificios y Cerrar sesión. Antes se eliminan sus propios datos de este dispositivo. Para salir del modo recepción se le pedirá su contraseña.`,
  leaveTitle: 'Salir del modo recepción',
  signOutHintOwnAccount: 'En recepción no se puede cerrar sesión: elija Salir del modo recepción, que pide la contraseña de esta cuenta.',
  signOutHintManager: 'En el modo recepción no se puede cerrar sesión: elija Salir del modo recepción, que pide la contraseña del administrador.',
  changePassword: 'Cambiar contraseña',
  leaveExplain: (email) =>
    `Introduzca la contraseña de ${email} para salir del modo recepción. Los datos de recepción se eliminarán de este dispositivo.`,
  password: 'Contraseña',
  passwordRequired: 'Este campo es obligatorio',
  unsent: (count) =>
    plural('es', count, {
      one: 'Se perdería 1 cambio sin enviar. Espere a que se envíe (o descártelo) primero.',
      other: 'Se perderían # cambios sin enviar. Espere a que se envíen (o descártelos) primero.',
    }),
  working: 'Espere, por favor…',
  close: 'Cerrar',
  cancel: 'Cancelar',
  unknownBuilding: 'este edificio',
  pageOff: (page) => `${page} está desactivado en el modo recepción. Se muestra el panel en su lugar.`,
} satisfies Translation<FrontDeskMessages>;
