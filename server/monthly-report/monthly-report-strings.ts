// The monthly report e-mail's words, in the manager's language (messagesIn). It names the profile
// page's switch (the contract's label) that the reader turns off: in another language, the words
// the portal shows for that switch in it (src/i18n/catalogues/<language>/monthly-report.ts).
import { MONTHLY_REPORT_OPT_IN_LABEL } from '../../src/contract/monthly-report.ts';
import { localized } from '../i18n/server-messages.ts';

export const MONTHLY_REPORT_MAIL_STRINGS = localized(
  {
    subject: (month: string) => `Monthly event report: ${month}`,
    greeting: (firstName: string) => `Hello ${firstName},`,
    attached: (month: string) => `Your event report for ${month} (all your buildings) is attached as a CSV file.`,
    events: 'Events',
    rsvps: 'RSVPs',
    attendedOfRsvped: 'Attended of RSVPed',
    capture: 'Capture %',
    noFigure: 'n/a',
    optOut: (profileUrl: string) =>
      `You get this e-mail because you turned on "${MONTHLY_REPORT_OPT_IN_LABEL}" on your profile. ` +
      `To stop it, turn it off there: ${profileUrl}`,
  },
  {
    es: {
      subject: (month) => `Informe mensual de eventos: ${month}`,
      greeting: (firstName) => `Hola, ${firstName}:`,
      attached: (month) => `Adjuntamos su informe de eventos de ${month} (todos sus edificios) en un archivo CSV.`,
      events: 'Eventos',
      rsvps: 'Confirmaciones',
      attendedOfRsvped: 'Asistencia de confirmados',
      capture: 'Captación %',
      noFigure: 'n/d',
      optOut: (profileUrl) =>
        'Recibe este correo porque activó «Enviarme por correo el informe mensual de eventos» en su perfil. ' +
        `Para dejar de recibirlo, desactívelo allí: ${profileUrl}`,
    },
    ar: {
      subject: (month) => `التقرير الشهري للفعاليات: ${month}`,
      greeting: (firstName) => `مرحبًا ${firstName}،`,
      attached: (month) => `تجد مرفقًا بهذه الرسالة تقرير فعالياتك لشهر ${month} (جميع مبانيك) في ملف CSV.`,
      events: 'الفعاليات',
      rsvps: 'تأكيدات الحضور',
      attendedOfRsvped: 'حضور من أكّدوا',
      capture: 'الاستقطاب %',
      noFigure: 'غير متاح',
      optOut: (profileUrl) =>
        'تصلك هذه الرسالة لأنك فعّلت خيار «أرسل لي تقرير الفعاليات الشهري بالبريد الإلكتروني» في ملفك الشخصي. ' +
        `لإيقافها، عطّل هذا الخيار هناك: ${profileUrl}`,
    },
  },
);
