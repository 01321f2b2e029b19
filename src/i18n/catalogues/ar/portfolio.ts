import type { Translation } from '../../catalogue.ts';
import type { PortfolioMessages } from '../../../features/portfolio/portfolio-strings.ts';
import { formatCount } from '../../../primitives/plural.ts';

export default {
  heading: 'مجموعة المباني',
  weeks: (from, to, previousFrom, previousTo) => `12 أسبوعًا من ${from} إلى ${to}، مقارنةً بالأسابيع الـ 12 من ${previousFrom} إلى ${previousTo}.`,
  guidance: 'الشريط هو مجال الثقة 95 %: كلما اتسع، قلّت دلالة رقم المبنى (سكان أو فعاليات أقل).',
  figure: 'المؤشر',
  capture: 'الاستقطاب %',
  capacity: 'السعة %',
  attendedRsvpd: 'حضور من أكّدوا',
  noShowRate: 'نسبة عدم الحضور',
  eventsPerWeek: 'الفعاليات أسبوعيًا',
  buildingColumn: 'المبنى',
  intervalColumn: 'مجال الثقة 95 %',
  countsColumn: 'العدد',
  percentileColumn: 'المئين',
  changeColumn: 'التغيّر',
  caption: (figure) => `${figure} حسب المبنى`,
  ratingsCaption: 'التقييمات حسب المبنى',
  sortBy: (column) => `الترتيب حسب ${column}`,
  counts: (numerator, denominator) => `${formatCount('ar', numerator)} من ${formatCount('ar', denominator)}`,
  interval: (low, high) => `${low}–${high}`,
  changePoints: (sign, points) => `${sign}${points} نقطة مئوية`,
  noBuildings: 'لا توجد مبانٍ للمقارنة.',
  leftOut: (names) =>
    `لم تُقارَن: ${names.join('، ')}. الوصول إلى لوحة المعلومات معطّل ${names.length === 1 ? 'لهذا المبنى' : 'لهذه المباني'}.`,
  loading: 'جارٍ التحميل…',
  noValue: '—',
} satisfies Translation<PortfolioMessages>;
