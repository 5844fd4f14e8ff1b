import type { PlayerMessages } from './en.js';

/** Kazakh (KK). */
export const kk: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Тіркелу кодыңыз',
      login: 'Кіру кодыңыз',
      recovery: 'Құпиясөзді қалпына келтіру кодыңыз',
      bind_mobile: 'Растау кодыңыз',
      bind_email: 'Растау кодыңыз',
      new_ip: 'Жаңа жерден кіргеніңізді растаңыз',
    },
    text: '{{code}} — сіздің растау кодыңыз. Ол {{minutes}} минуттан кейін жарамсыз болады. Оны ешкімге айтпаңыз.',
  },
  passwordReset: {
    subject: 'Құпиясөзді қалпына келтіру',
    text:
      'Сәлеметсіз бе, {{nickname}}!\n\nЖаңа құпиясөз таңдау үшін осы сілтемені {{minutes}} минут ішінде ашыңыз:\n{{link}}\n\n' +
      'Егер мұны сіз сұрамаған болсаңыз, бұл хатты елемеңіз; құпиясөзіңіз өзгермейді.',
  },
  feedbackAnswer: {
    title: 'Пікіріңізге жауап',
    yourFeedback: 'Сіздің пікіріңіз',
  },
};
