import type { Translation } from '../../catalogue.ts';
import type { PortfolioMessages } from '../../../features/portfolio/portfolio-strings.ts';
import { formatCount } from '../../../primitives/plural.ts';

export default {
  heading: 'Cartera de edificios',
  weeks: (from, to, previousFrom, previousTo) => `12 semanas del ${from} al ${to}, frente a las 12 semanas del ${previousFrom} al ${previousTo}.`,
  guidance: 'La barra es el intervalo del 95 %: cuanto más ancha, menos dice la cifra de un edificio (menos residentes o eventos).',
  figure: 'Indicador',
  capture: 'Captación %',
  capacity: 'Aforo %',
  attendedRsvpd: 'Asistencia de confirmados',
  noShowRate: 'Tasa de no presentación',
  eventsPerWeek: 'Eventos por semana',
  buildingColumn: 'Edificio',
  intervalColumn: 'Intervalo del 95 %',
  countsColumn: 'Recuento',
  percentileColumn: 'Percentil',
  changeColumn: 'Cambio',
  caption: (figure) => `${figure} por edificio`,
  ratingsCaption: 'Valoraciones por edificio',
  sortBy: (column) => `Ordenar por ${column}`,
  counts: (numerator, denominator) => `${formatCount('es', numerator)} de ${formatCount('es', denominator)}`,
  interval: (low, high) => `${low}–${high}`,
  changePoints: (sign, points) => `${sign}${points} p. p.`,
  noBuildings: 'No hay edificios que comparar.',
  leftOut: (names) =>
    `Sin comparar: ${names.join(', ')}. El acceso al panel está desactivado para ${names.length === 1 ? 'este edificio' : 'estos edificios'}.`,
  loading: 'Cargando…',
  noValue: '—',
} satisfies Translation<PortfolioMessages>;
