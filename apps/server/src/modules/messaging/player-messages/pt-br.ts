import type { PlayerMessages } from './en.js';

/** Brazilian Portuguese (PT-BR). */
export const ptBr: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Seu código de cadastro',
      login: 'Seu código de login',
      recovery: 'Seu código para redefinir a senha',
      bind_mobile: 'Seu código de verificação',
      bind_email: 'Seu código de verificação',
      new_ip: 'Confirme seu login a partir de um novo local',
    },
    text: '{{code}} é o seu código de verificação. Ele expira em {{minutes}} minutos. Nunca o compartilhe com ninguém.',
  },
  passwordReset: {
    subject: 'Redefina sua senha',
    text:
      'Olá, {{nickname}},\n\nAbra este link nos próximos {{minutes}} minutos para escolher uma nova senha:\n{{link}}\n\n' +
      'Se você não fez essa solicitação, ignore este e-mail; sua senha continuará a mesma.',
  },
  feedbackAnswer: {
    title: 'Resposta à sua sugestão',
    yourFeedback: 'Sua sugestão',
  },
};
