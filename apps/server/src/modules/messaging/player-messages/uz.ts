import type { PlayerMessages } from './en.js';

/** Uzbek (UZ). */
export const uz: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Roʻyxatdan oʻtish kodingiz',
      login: 'Kirish kodingiz',
      recovery: 'Parolni tiklash kodingiz',
      bind_mobile: 'Tasdiqlash kodingiz',
      bind_email: 'Tasdiqlash kodingiz',
      new_ip: 'Yangi joydan kirganingizni tasdiqlang',
    },
    text: '{{code}} — tasdiqlash kodingiz. U {{minutes}} daqiqadan soʻng amal qilmay qoladi. Uni hech kimga aytmang.',
  },
  passwordReset: {
    subject: 'Parolingizni tiklang',
    text:
      'Assalomu alaykum, {{nickname}}!\n\nYangi parol tanlash uchun ushbu havolani {{minutes}} daqiqa ichida oching:\n{{link}}\n\n' +
      'Agar buni siz soʻramagan boʻlsangiz, ushbu xatga eʼtibor bermang; parolingiz oʻzgarmaydi.',
  },
  feedbackAnswer: {
    title: 'Fikringizga javob',
    yourFeedback: 'Fikringiz',
  },
};
