import type { FastifyRequest } from 'fastify';
import { httpError } from '../http/http-error.ts';
import { localized } from '../i18n/server-messages.ts';

/** Sentences of the manager-only refusals; tests import the same constants. */
export const MANAGER_ONLY_STRINGS = localized(
  {
    calendarFeed: "Only a building manager may publish, renew or stop the building's calendar feed.",
    monthlyReport: 'Only a building manager may change the monthly report e-mail.',
  },
  {
    es: {
      calendarFeed: 'Solo un administrador del edificio puede publicar, renovar o detener la suscripción al calendario del edificio.',
      monthlyReport: 'Solo un administrador del edificio puede cambiar el correo electrónico del informe mensual.',
    },
    ar: {
      calendarFeed: 'لا يمكن نشر اشتراك تقويم المبنى أو تجديده أو إيقافه إلا لمدير المبنى.',
      monthlyReport: 'لا يمكن تغيير البريد الإلكتروني للتقرير الشهري إلا لمدير المبنى.',
    },
  },
);

/**
 * A call that is a manager's to make, refused (403) to a building-admin session: a building admin's
 * own account and a manager's front-desk mode alike.
 */
export function requireManager(request: FastifyRequest, message: string): void {
  if (request.account.role !== 'manager') throw httpError(403, message);
}
