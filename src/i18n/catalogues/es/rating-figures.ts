import type { Translation } from '../../catalogue.ts';
import type { RatingFiguresMessages } from '../../../ui/rating-figures-strings.ts';
import { formatCount, plural } from '../../../primitives/plural.ts';

export default {
  responseRate: 'Tasa de respuesta de valoraciones',
  meanRating: 'Valoración media',
  noValue: '—',
  responseDetail: (interval, responded, attendees) => `${interval} · ${formatCount('es', responded)} de ${formatCount('es', attendees)} valoraron`,
  mean: (stars, count) => `${stars} ★ · ${plural('es', count, { one: '# valoración', other: '# valoraciones' })}`,
  responseGuidance:
    'De los residentes que vinieron, cuántos valoraron: un evento cuenta cuando termina su semana para valorarlo, o antes si ya se valoró. El intervalo es el del 95 %.',
} satisfies Translation<RatingFiguresMessages>;
