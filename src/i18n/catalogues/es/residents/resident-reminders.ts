import type { Translation } from '../../../catalogue.ts';
import type { ReminderMessages } from '../../../../residents/reminder-strings.ts';

export default {
  giveBackHeading: 'Ceder su plaza',
  giveBackIntro: '¿No puede venir? Su plaza pasará a la siguiente persona en espera, que recibirá un correo.',
  giveBack: 'Ceder mi plaza',
  givenBack: (name) => `Listo: cedió su plaza en ${name}. Gracias por avisarnos.`,
  alreadyGivenBack: 'Esta plaza ya se cedió.',
  started: 'El evento ya empezó: ya no se puede ceder la plaza.',
  cancelled: 'Este evento se canceló.',
  noToken: 'Este enlace está incompleto. Ábralo de nuevo desde su correo de recordatorio.',
  remindersLabel: 'Recordatorios por correo',
  remindersHint: 'Un correo antes de cada evento al que asistirá, con un enlace para ceder su plaza.',
  remindersOn: 'Los recordatorios están activados.',
  remindersOff: 'Los recordatorios están desactivados.',
} satisfies Translation<ReminderMessages>;
