import type { PlayerMessages } from './en.js';

/** Persian (FA). */
export const fa: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'کد ثبت‌نام شما',
      login: 'کد ورود شما',
      recovery: 'کد بازنشانی رمز عبور شما',
      bind_mobile: 'کد تأیید شما',
      bind_email: 'کد تأیید شما',
      new_ip: 'ورود خود از مکانی جدید را تأیید کنید',
    },
    text: '{{code}} کد تأیید شماست. این کد پس از {{minutes}} دقیقه منقضی می‌شود. هرگز آن را در اختیار کسی قرار ندهید.',
  },
  passwordReset: {
    subject: 'بازنشانی رمز عبور',
    text:
      'سلام {{nickname}} عزیز،\n\nبرای انتخاب رمز عبور جدید، این پیوند را ظرف {{minutes}} دقیقه باز کنید:\n{{link}}\n\n' +
      'اگر چنین درخواستی نداده‌اید، این ایمیل را نادیده بگیرید؛ رمز عبور شما تغییری نخواهد کرد.',
  },
  feedbackAnswer: {
    title: 'پاسخ به بازخورد شما',
    yourFeedback: 'بازخورد شما',
  },
};
