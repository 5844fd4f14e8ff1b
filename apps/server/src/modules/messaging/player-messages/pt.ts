import type { PlayerMessages } from './en.js';

/** Portuguese (PT). */
export const pt: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'O seu código de registo',
      login: 'O seu código de início de sessão',
      recovery: 'O seu código de redefinição da palavra-passe',
      bind_mobile: 'O seu código de verificação',
      bind_email: 'O seu código de verificação',
      new_ip: 'Confirme o seu início de sessão a partir de um novo local',
    },
    text: '{{code}} é o seu código de verificação. Expira dentro de {{minutes}} minutos. Nunca o partilhe com ninguém.',
  },
  passwordReset: {
    subject: 'Redefina a sua palavra-passe',
    text:
      'Olá {{nickname}},\n\nAbra este link nos próximos {{minutes}} minutos para escolher uma nova palavra-passe:\n{{link}}\n\n' +
      'Se não fez este pedido, ignore este e-mail; a sua palavra-passe mantém-se inalterada.',
  },
  feedbackAnswer: {
    title: 'Resposta aos seus comentários',
    yourFeedback: 'Os seus comentários',
  },
};
