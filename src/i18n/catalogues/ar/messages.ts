import type { Translation } from '../../catalogue.ts';
import type { MessagesMessages } from '../../../features/messages/messages-strings.ts';

export default {
  contactTitle: 'التواصل مع hOM',
  sent: 'تم إرسال الرسالة بنجاح!',
  liaisonMessageRequired: 'هذا الحقل مطلوب.',
  required: 'هذا الحقل مطلوب',
  broadcastTitle: 'مراسلة مستخدم',
  building: 'المبنى',
  chooseBuilding: 'اختر مبنى',
  message: 'الرسالة',
  urgent: 'عاجل',
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  close: 'إغلاق',
  noBuildings: 'تعذّر تحميل مبانيك. اتصل بالإنترنت مرة واحدة لتحميلها.',
  unexpectedAnswer: 'أعاد الخادم ردًا غير متوقع.',
  noUser: 'اختر أولًا المستخدم الذي تريد مراسلته.',
  liaisonMessageLabel: (buildingName) => `رسالة إلى مسؤول التواصل في ${buildingName}`,
  userMessageLabel: (userId, name) => (name ? `رسالة إلى ${name}` : `رسالة إلى المستخدم #${userId}`),
  recipientLine: (userId, recipient) => (recipient === null ? `إلى: المستخدم #${userId}` : `إلى: ${recipient.name} (${recipient.email})`),
} satisfies Translation<MessagesMessages>;
