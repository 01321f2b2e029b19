import type { Translation } from '../../catalogue.ts';
import type { ImportMessages } from '../../../features/csv-import/import-strings.ts';
import { IMPORT_FILE_LIMITS } from '../../../contract/limits.ts';
import { formatCount, plural } from '../../../primitives/plural.ts';

const count = (n: number) => formatCount('ar', n);
/** Rows said alone ("12 rows"): the subject's case. */
const rows = (n: number) =>
  plural('ar', n, { zero: 'لا توجد صفوف', one: 'صف واحد', two: 'صفان', few: '# صفوف', many: '# صفًا', other: '# صف' });
/** Rows after a verb's noun ("importing 2 rows"): the genitive. */
const ofRows = (n: number) => plural('ar', n, { zero: '0 صف', one: 'صف واحد', two: 'صفين', few: '# صفوف', many: '# صفًا', other: '# صف' });
const ofEvents = (n: number) =>
  plural('ar', n, { zero: '0 فعالية', one: 'فعالية واحدة', two: 'فعاليتين', few: '# فعاليات', many: '# فعالية', other: '# فعالية' });
const WHY_CSV = 'كما تحفظه جداول البيانات. يُتحقق من كل صف قبل حفظ أي شيء.';

export default {
  actionsLabel: 'استيراد من ملف',
  title: { residents: 'استيراد السكان', events: 'استيراد الجدول' },
  intro: {
    residents: `ملف CSV لسكان مبنى واحد، مفصول بفواصل أو بفواصل منقوطة، ${WHY_CSV}`,
    events: `ملف CSV لجدول فعاليات مبنى واحد، مفصول بفواصل أو بفواصل منقوطة، ${WHY_CSV}`,
  },
  template: 'تنزيل القالب',
  // The template is the file format's (English columns): its name stays as the English has it.
  templateFile: { residents: 'residents-template.csv', events: 'timetable-template.csv' },
  building: 'المبنى',
  chooseBuilding: 'اختر مبنى',
  file: 'ملف CSV',
  chooseFile: 'اختر ملفًا…',
  chooseOtherFile: 'اختر ملفًا آخر…',
  noFileYet: 'لم يتم اختيار ملف بعد.',
  fileRead: (name, n) => `${name} · ${rows(n)}`,
  fileReading: (name) => `${name} · جارٍ القراءة…`,
  reading: 'جارٍ قراءة الملف…',
  checking: 'جارٍ التحقق من كل صف…',
  importing: (n) => `جارٍ استيراد ${ofRows(n)}…`,
  progress: 'التقدم',
  close: 'إغلاق',
  notCsv: 'هذا الملف ليس ملف CSV: احفظ جدول البيانات بصيغة CSV (مفصولًا بفواصل أو بفواصل منقوطة) ثم ارفعه مرة أخرى.',
  empty: 'الملف فارغ.',
  tooLarge: `حجم الملف يتجاوز ${count(IMPORT_FILE_LIMITS.maxMegabytes)} ميغابايت: قسّمه إلى ملفات أصغر.`,
  tooManyRows: `يحتوي الملف على أكثر من ${ofRows(IMPORT_FILE_LIMITS.maxRows)}: قسّمه إلى ملفات أصغر.`,
  noHeader: 'يجب أن يحمل الصف الأول أسماء الأعمدة: نزّل القالب لرؤيتها.',
  utf16: 'هذا الملف بترميز UTF-16: احفظه بصيغة "CSV UTF-8" ثم ارفعه مرة أخرى.',
  otherEncoding: 'هذا الملف ليس بترميز UTF-8 (يبدو أنه Windows-1252 أو ISO-8859-1): احفظه بصيغة "CSV UTF-8" ثم ارفعه مرة أخرى.',
  unreadable: 'تعذّرت قراءة الملف: اختره مرة أخرى.',
  columnsHeading: 'الأعمدة',
  columnsHint: (n) => `${rows(n)}. تحقق من الحقل الذي يقابل كل عمود في الملف.`,
  columns: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    unit: 'الوحدة',
    apartment: 'الشقة',
    joiningDate: 'تاريخ الانضمام',
    amenityMember: 'عضو في المرافق',
    name: 'الاسم',
    type: 'النوع',
    venue: 'المكان',
    date: 'التاريخ',
    start: 'البداية',
    end: 'النهاية',
    capacity: 'السعة',
    repeat: 'التكرار الأسبوعي',
  },
  noColumn: '(لا شيء)',
  required: '(مطلوب)',
  chooseColumn: (label) => `اختر العمود الخاص بحقل «${label}».`,
  check: 'التحقق من الملف',
  previewHeading: 'قبل الاستيراد',
  summary: {
    residents: (a) => `للإضافة: ${count(a.added)}، للتحديث: ${count(a.updated)}، محدّث مسبقًا: ${count(a.unchanged)}.`,
    events: (a) => `للإضافة: ${count(a.added)} (${ofEvents(a.occurrences)})، مجدول مسبقًا: ${count(a.unchanged)}.`,
  },
  refusedCount: (n) =>
    plural('ar', n, {
      zero: 'لم يُرفض أي صف.',
      one: 'رُفض صف واحد: لن يُستورد.',
      two: 'رُفض صفان: لن يُستوردا.',
      few: 'رُفضت # صفوف: لن تُستورد.',
      many: 'رُفض # صفًا: لن تُستورد.',
      other: 'رُفض # صف: لن تُستورد.',
    }),
  refusedCaption: 'الصفوف المرفوضة',
  refusedShown: (shown, all) => `أول ${count(shown)} من ${count(all)}؛ الملف المنزَّل يحتويها كلها.`,
  line: 'السطر',
  rowName: 'الاسم',
  noName: '—',
  column: 'العمود',
  reason: 'السبب',
  downloadRefused: 'تنزيل الصفوف المرفوضة',
  refusedFile: { residents: 'refused-residents.csv', events: 'refused-timetable.csv' },
  reasonHeader: 'سبب الرفض',
  lineHeader: 'السطر',
  createUnits: (names) => `إنشاء ${names.length === 1 ? 'هذا المبنى الفرعي أو الشركة' : 'هذه المباني الفرعية أو الشركات'}: ${names.join('، ')}`,
  createVenues: (names) => `إنشاء ${names.length === 1 ? 'هذا المكان' : 'هذه الأماكن'}: ${names.join('، ')}`,
  importButton: (n) => `استيراد ${ofRows(n)}`,
  nothingToImport: 'لا شيء للاستيراد: كل الصفوف مرفوضة أو محدّثة مسبقًا.',
  chooseAnother: 'اختيار ملف آخر',
  done: {
    residents: (a) => `تم الاستيراد: أُضيف ${count(a.added)}، وحُدّث ${count(a.updated)}.`,
    events: (a) => `تم الاستيراد: جُدولت ${ofEvents(a.occurrences)}.`,
  },
} satisfies Translation<ImportMessages>;
