import type { Translation } from '../../catalogue.ts';
import type { BuildingsMessages } from '../../../features/buildings/buildings-strings.ts';

export default {
  type: 'النوع',
  residential: 'سكني',
  commercial: 'تجاري',
  timeZone: 'المنطقة الزمنية',
  dashboardAccess: 'الوصول إلى لوحة المعلومات',
  amenityMembership: 'عضوية المرافق',
  liaison: 'مسؤول التواصل',
  blocks: 'المباني الفرعية',
  companies: 'الشركات',
  venues: 'الأماكن',
  studios: 'الاستوديوهات',
  on: 'مفعّل',
  off: 'غير مفعّل',
  none: 'لا يوجد',
  loading: 'جارٍ التحميل…',
  noBuildings: 'ليست لديك مبانٍ بعد.',
  frontDesk: 'مكتب الاستقبال',
  startFrontDesk: (name) => `بدء وضع مكتب الاستقبال في ${name}`,
} satisfies Translation<BuildingsMessages>;
