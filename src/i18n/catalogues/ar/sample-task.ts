import type { Translation } from '../../catalogue.ts';
import type { SampleTaskMessages } from '../../../state/sample-task-strings.ts';

export default {
  taskName: 'مهمة تجريبية: تفقّد لوحة الإعلانات في الردهة',
  extraInformation: 'تظهر هنا المهام الواردة من hOM. افتح إحداها لقراءة التفاصيل وعلّمها كمكتملة عند إنجازها.',
  building: 'مبنى تجريبي',
} satisfies Translation<SampleTaskMessages>;
