import type { Translation } from '../../catalogue.ts';
import type { MessagesMessages } from '../../../features/messages/messages-strings.ts';

export default {
  contactTitle: 'Contactar con hOM',
  sent: '¡Mensaje enviado correctamente!',
  liaisonMessageRequired: 'Este campo es obligatorio.',
  required: 'Este campo es obligatorio',
  broadcastTitle: 'Escribir a un usuario',
  building: 'Edificio',
  chooseBuilding: 'Elija un edificio',
  message: 'Mensaje',
  urgent: 'Urgente',
  send: 'Enviar',
  sending: 'Enviando…',
  close: 'Cerrar',
  noBuildings: 'No se pudieron cargar sus edificios. Conéctese una vez para cargarlos.',
  unexpectedAnswer: 'El servidor dio una respuesta inesperada.',
  noUser: 'Primero elija el usuario al que quiere escribir.',
  liaisonMessageLabel: (buildingName) => `Mensaje a la persona de contacto de ${buildingName}`,
  userMessageLabel: (userId, name) => (name ? `Mensaje a ${name}` : `Mensaje al usuario #${userId}`),
  recipientLine: (userId, recipient) => (recipient === null ? `Para: usuario #${userId}` : `Para: ${recipient.name} (${recipient.email})`),
} satisfies Translation<MessagesMessages>;
