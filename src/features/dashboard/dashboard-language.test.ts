// The dashboard's and its neighbours' words in Spanish and Arabic: counts take the language's plural
// forms and numbers, and what used to be read once at import (a tour stop's words, a figure's name,
// the sample task) follows the language in force.
import { afterEach, describe, expect, it } from 'vitest';
import { installCatalogue } from '../../i18n/catalogue.ts';
import arDashboard from '../../i18n/catalogues/ar/dashboard.ts';
import esDashboard from '../../i18n/catalogues/es/dashboard.ts';
import esPortfolio from '../../i18n/catalogues/es/portfolio.ts';
import esSampleTask from '../../i18n/catalogues/es/sample-task.ts';
import esTour from '../../i18n/catalogues/es/tour.ts';
import { eventOfLabel, eventsOnDayLabel, notDrawnNote, rsvpCountLabel } from './dashboard-strings.ts';
import { formatCount } from './format-event.ts';
import { FIGURE_LABELS } from '../portfolio/portfolio-rows.ts';
import { TOUR_STEPS } from '../tour/tour-steps.ts';
import { tourStepLabel } from '../tour/tour-strings.ts';
import { SAMPLE_TASK } from '../../state/sample-task.ts';

// The sections these checks read, as a language's catalogue holds them (by section name).
const es = { dashboard: esDashboard, portfolio: esPortfolio, tour: esTour, 'sample-task': esSampleTask };
const ar = { dashboard: arDashboard };

afterEach(() => installCatalogue('en', null));

describe('dashboard words in the language in force', () => {
  it('keeps English as it was', () => {
    expect(eventsOnDayLabel(3)).toBe('3 Events');
    expect(rsvpCountLabel(1)).toBe('1 RSVP');
    expect(rsvpCountLabel(1250)).toBe('1,250 RSVPs');
    expect(notDrawnNote(2)).toBe('2 events have no capacity, so no point: they are in the table.');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('counts in Spanish with its plural forms and number marks', () => {
    installCatalogue('es', es);
    expect(eventsOnDayLabel(1)).toBe('1 evento');
    expect(eventsOnDayLabel(3)).toBe('3 eventos');
    expect(rsvpCountLabel(1)).toBe('1 confirmación');
    expect(rsvpCountLabel(12500)).toBe('12.500 confirmaciones');
    expect(eventOfLabel(2, 5)).toBe('Evento 2 de 5');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('counts in Arabic with every plural category', () => {
    installCatalogue('ar', ar);
    expect(eventsOnDayLabel(1)).toBe('فعالية واحدة');
    expect(eventsOnDayLabel(2)).toBe('فعاليتان');
    expect(eventsOnDayLabel(3)).toBe('3 فعاليات');
    expect(eventsOnDayLabel(11)).toBe('11 فعالية');
    expect(rsvpCountLabel(2)).toBe('تأكيدا حضور');
  });

  it('reads what was made at import in the language in force', () => {
    expect(FIGURE_LABELS.capture).toBe('Capture %');
    expect(TOUR_STEPS[0]?.title()).toBe('Your totals');
    installCatalogue('es', es);
    expect(FIGURE_LABELS.capture).toBe('Captación %');
    expect(TOUR_STEPS[0]?.title()).toBe('Sus totales');
    expect(tourStepLabel(2, 6)).toBe('Paso 2 de 6');
    expect({ ...SAMPLE_TASK }.building).toBe('Edificio de ejemplo');
  });
});
