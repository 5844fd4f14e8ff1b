import type { PlayerMessages } from './en.js';

/** Russian (RU). */
export const ru: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Ваш код для регистрации',
      login: 'Ваш код для входа',
      recovery: 'Ваш код для сброса пароля',
      bind_mobile: 'Ваш код подтверждения',
      bind_email: 'Ваш код подтверждения',
      new_ip: 'Подтвердите вход из нового места',
    },
    text: '{{code}} — ваш код подтверждения. Он действует {{minutes}} мин. Никому его не сообщайте.',
  },
  passwordReset: {
    subject: 'Сброс пароля',
    text:
      'Здравствуйте, {{nickname}}!\n\nЧтобы задать новый пароль, откройте эту ссылку в течение {{minutes}} мин.:\n{{link}}\n\n' +
      'Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо — ваш пароль останется прежним.',
  },
  feedbackAnswer: {
    title: 'Ответ на ваш отзыв',
    yourFeedback: 'Ваш отзыв',
  },
};
