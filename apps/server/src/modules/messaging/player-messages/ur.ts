import type { PlayerMessages } from './en.js';

/** Urdu (UR). */
export const ur: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'آپ کا رجسٹریشن کوڈ',
      login: 'آپ کا لاگ اِن کوڈ',
      recovery: 'آپ کا پاس ورڈ ری سیٹ کوڈ',
      bind_mobile: 'آپ کا تصدیقی کوڈ',
      bind_email: 'آپ کا تصدیقی کوڈ',
      new_ip: 'نئی جگہ سے اپنے لاگ اِن کی تصدیق کریں',
    },
    text: '{{code}} آپ کا تصدیقی کوڈ ہے۔ اس کی میعاد {{minutes}} منٹ میں ختم ہو جائے گی۔ اسے کبھی کسی کے ساتھ شیئر نہ کریں۔',
  },
  passwordReset: {
    subject: 'اپنا پاس ورڈ ری سیٹ کریں',
    text:
      'محترم {{nickname}}،\n\nنیا پاس ورڈ منتخب کرنے کے لیے {{minutes}} منٹ کے اندر یہ لنک کھولیں:\n{{link}}\n\n' +
      'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں؛ آپ کا پاس ورڈ جوں کا توں رہے گا۔',
  },
  feedbackAnswer: {
    title: 'آپ کی رائے کا جواب',
    yourFeedback: 'آپ کی رائے',
  },
};
