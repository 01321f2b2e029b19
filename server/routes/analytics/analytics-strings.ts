import { localized } from '../../i18n/server-messages.ts';

/** Sentences the analytics calls answer with; tests import the same constants. */
export const ANALYTICS_MESSAGES = localized(
  {
    periodRequired: 'Choose a month (1-12) or a quarter (1-4).',
    periodAmbiguous: 'Choose either a month or a quarter, not both.',
    // Also the answer for a unit of a building the caller may not see, so nothing about it leaks.
    unitNotFound: 'Unit not found.',
    unitWithAllCompanies: 'All companies means every company: leave the unit out, or send 0.',
    venueNotFound: 'Venue not found.',
    studioNotFound: 'Studio not found.',
    userForbidden: 'You may only ask for your own account.',
    // The spec's overlay text (docs/product-spec.md, Analytics): a building whose dashboard access is off has no figures to show.
    // The portfolio benchmark compares a manager's buildings; a building-admin session has one.
    benchmarkManagersOnly: 'Only a building manager can see the portfolio benchmark.',
    accessOff: 'Dashboard access is turned off for this building. Please contact admin for this.',
  },
  {
    es: {
      periodRequired: 'Elija un mes (1-12) o un trimestre (1-4).',
      periodAmbiguous: 'Elija un mes o un trimestre, no ambos.',
      unitNotFound: 'No se encontró la unidad.',
      unitWithAllCompanies: 'Todas las empresas significa cada empresa: no indique la unidad, o envíe 0.',
      venueNotFound: 'No se encontró el lugar.',
      studioNotFound: 'No se encontró el estudio.',
      userForbidden: 'Solo puede consultar su propia cuenta.',
      benchmarkManagersOnly: 'Solo un administrador del edificio puede ver la comparativa de la cartera de edificios.',
      // The app's own words for the same overlay (src/i18n/catalogues/es/analytics.ts).
      accessOff: 'El acceso al panel está desactivado para este edificio. Póngase en contacto con el administrador.',
    },
    ar: {
      periodRequired: 'اختر شهرًا (1-12) أو ربعًا (1-4).',
      periodAmbiguous: 'اختر إما شهرًا أو ربعًا، وليس كليهما.',
      unitNotFound: 'لم يتم العثور على الوحدة.',
      unitWithAllCompanies: 'جميع الشركات تعني كل شركة: لا تحدد الوحدة، أو أرسل 0.',
      venueNotFound: 'لم يتم العثور على المكان.',
      studioNotFound: 'لم يتم العثور على الاستوديو.',
      userForbidden: 'لا يمكنك الاستعلام إلا عن حسابك.',
      benchmarkManagersOnly: 'لا يمكن الاطلاع على مقارنة مجموعة المباني إلا لمدير المبنى.',
      accessOff: 'الوصول إلى لوحة المعلومات معطّل لهذا المبنى. يُرجى التواصل مع المسؤول بشأن ذلك.',
    },
  },
);
