import type { Translation } from '../../catalogue.ts';
import type { ImportMessages } from '../../../features/csv-import/import-strings.ts';
import { IMPORT_FILE_LIMITS } from '../../../contract/limits.ts';
import { formatCount, plural } from '../../../primitives/plural.ts';

const count = (n: number) => formatCount('es', n);
const rows = (n: number) => plural('es', n, { one: '# fila', many: '# de filas', other: '# filas' });
const events = (n: number) => plural('es', n, { one: '# evento', many: '# de eventos', other: '# eventos' });
const WHY_CSV = 'tal como lo guardan las hojas de cálculo. Se comprueba cada fila antes de guardar nada.';

export default {
  actionsLabel: 'Importar desde un archivo',
  title: { residents: 'Importar residentes', events: 'Importar horario' },
  intro: {
    residents: `Un archivo CSV con los residentes de un edificio, separado por comas o por punto y coma, ${WHY_CSV}`,
    events: `Un archivo CSV con el horario de un edificio, separado por comas o por punto y coma, ${WHY_CSV}`,
  },
  template: 'Descargar la plantilla',
  // The template is the file format's (English columns): its name stays as the English has it.
  templateFile: { residents: 'residents-template.csv', events: 'timetable-template.csv' },
  building: 'Edificio',
  chooseBuilding: 'Elija un edificio',
  file: 'Archivo CSV',
  chooseFile: 'Elegir un archivo…',
  chooseOtherFile: 'Elegir otro archivo…',
  noFileYet: 'Todavía no se ha elegido ningún archivo.',
  fileRead: (name, n) => `${name} · ${rows(n)}`,
  fileReading: (name) => `${name} · leyendo…`,
  reading: 'Leyendo el archivo…',
  checking: 'Comprobando cada fila…',
  importing: (n) => `Importando ${rows(n)}…`,
  progress: 'Progreso',
  close: 'Cerrar',
  notCsv: 'Este archivo no es un CSV: guarde la hoja de cálculo como CSV (separado por comas o por punto y coma) y vuelva a subirlo.',
  empty: 'El archivo está vacío.',
  tooLarge: `El archivo supera los ${count(IMPORT_FILE_LIMITS.maxMegabytes)} MB: divídalo en archivos más pequeños.`,
  tooManyRows: `El archivo tiene más de ${rows(IMPORT_FILE_LIMITS.maxRows)}: divídalo en archivos más pequeños.`,
  noHeader: 'La primera fila debe nombrar las columnas: descargue la plantilla para verlas.',
  utf16: 'Este archivo está en UTF-16: guárdelo como "CSV UTF-8" y vuelva a subirlo.',
  otherEncoding: 'Este archivo no está en UTF-8 (parece Windows-1252 o ISO-8859-1): guárdelo como "CSV UTF-8" y vuelva a subirlo.',
  unreadable: 'No se pudo leer el archivo: vuelva a elegirlo.',
  columnsHeading: 'Columnas',
  columnsHint: (n) => `${rows(n)}. Compruebe a qué campo corresponde cada columna del archivo.`,
  columns: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    unit: 'Unidad',
    apartment: 'Apartamento',
    joiningDate: 'Fecha de alta',
    amenityMember: 'Socio de las instalaciones',
    name: 'Nombre',
    type: 'Tipo',
    venue: 'Lugar',
    date: 'Fecha',
    start: 'Inicio',
    end: 'Fin',
    capacity: 'Aforo',
    repeat: 'Repetición semanal',
  },
  noColumn: '(ninguna)',
  required: '(obligatorio)',
  chooseColumn: (label) => `Elija la columna para ${label}.`,
  check: 'Comprobar el archivo',
  previewHeading: 'Antes de importar',
  summary: {
    residents: (a) => `Para añadir: ${count(a.added)}; para actualizar: ${count(a.updated)}; ya al día: ${count(a.unchanged)}.`,
    events: (a) => `Para añadir: ${count(a.added)} (${events(a.occurrences)}); ya programados: ${count(a.unchanged)}.`,
  },
  refusedCount: (n) =>
    plural('es', n, {
      one: 'Se rechazó 1 fila: no se importará.',
      many: 'Se rechazaron # de filas: no se importarán.',
      other: 'Se rechazaron # filas: no se importarán.',
    }),
  refusedCaption: 'Filas rechazadas',
  refusedShown: (shown, all) => `Las primeras ${count(shown)} de ${count(all)}; la descarga las incluye todas.`,
  line: 'Línea',
  rowName: 'Nombre',
  noName: '—',
  column: 'Columna',
  reason: 'Motivo',
  downloadRefused: 'Descargar las filas rechazadas',
  refusedFile: { residents: 'refused-residents.csv', events: 'refused-timetable.csv' },
  reasonHeader: 'Motivo del rechazo',
  lineHeader: 'Línea',
  createUnits: (names) => `Crear ${names.length === 1 ? 'este bloque o empresa' : 'estos bloques o empresas'}: ${names.join(', ')}`,
  createVenues: (names) => `Crear ${names.length === 1 ? 'este lugar' : 'estos lugares'}: ${names.join(', ')}`,
  importButton: (n) => `Importar ${rows(n)}`,
  nothingToImport: 'No hay nada que importar: todas las filas están rechazadas o ya al día.',
  chooseAnother: 'Elegir otro archivo',
  done: {
    residents: (a) => `Importación terminada: ${count(a.added)} añadidos, ${count(a.updated)} actualizados.`,
    events: (a) => `Importación terminada: ${plural('es', a.occurrences, { one: '# evento programado', many: '# de eventos programados', other: '# eventos programados' })}.`,
  },
} satisfies Translation<ImportMessages>;
