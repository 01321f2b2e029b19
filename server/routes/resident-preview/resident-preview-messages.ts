import { localized } from '../../i18n/server-messages.ts';

/** What the residents' preview call says when it refuses. */
export const RESIDENT_PREVIEW_MESSAGES = localized(
  {
    /** The caller has several buildings and named none (or "all"). */
    chooseBuilding: 'Choose the building whose residents’ page to preview.',
  },
  {
    es: { chooseBuilding: 'Elija el edificio cuya página de residentes quiere previsualizar.' },
    ar: { chooseBuilding: 'اختر المبنى الذي تريد معاينة صفحة سكانه.' },
  },
);
