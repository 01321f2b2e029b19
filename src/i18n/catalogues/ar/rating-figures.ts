import type { Translation } from '../../catalogue.ts';
import type { RatingFiguresMessages } from '../../../ui/rating-figures-strings.ts';
import { formatCount, plural } from '../../../primitives/plural.ts';

export default {
  responseRate: 'نسبة المشاركة في التقييم',
  meanRating: 'متوسط التقييم',
  noValue: '—',
  responseDetail: (interval, responded, attendees) => `${interval} · قيّم ${formatCount('ar', responded)} من ${formatCount('ar', attendees)}`,
  mean: (stars, count) =>
    `${stars} ★ · ${plural('ar', count, { zero: 'لا تقييمات', one: 'تقييم واحد', two: 'تقييمان', few: '# تقييمات', many: '# تقييمًا', other: '# تقييم' })}`,
  responseGuidance:
    'من بين السكان الذين حضروا، كم منهم قيّم: تُحتسب الفعالية بعد انتهاء أسبوع تقييمها، أو قبل ذلك إذا قُيّمت. النطاق هو مجال الثقة 95 %.',
} satisfies Translation<RatingFiguresMessages>;
