import type { PlayerMessages } from './en.js';

/** Arabic (AR). */
export const ar: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'رمز التسجيل الخاص بك',
      login: 'رمز تسجيل الدخول الخاص بك',
      recovery: 'رمز إعادة تعيين كلمة المرور',
      bind_mobile: 'رمز التحقق الخاص بك',
      bind_email: 'رمز التحقق الخاص بك',
      new_ip: 'أكِّد تسجيل دخولك من مكان جديد',
    },
    text: '{{code}} هو رمز التحقق الخاص بك. تنتهي صلاحيته خلال {{minutes}} دقيقة. لا تشاركه مع أي شخص أبدًا.',
  },
  passwordReset: {
    subject: 'إعادة تعيين كلمة المرور',
    text:
      'مرحبًا {{nickname}}،\n\nافتح هذا الرابط خلال {{minutes}} دقيقة لاختيار كلمة مرور جديدة:\n{{link}}\n\n' +
      'إذا لم تطلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
  },
  feedbackAnswer: {
    title: 'رد على ملاحظاتك',
    yourFeedback: 'ملاحظاتك',
  },
};
