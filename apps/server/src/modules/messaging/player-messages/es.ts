import type { PlayerMessages } from './en.js';

/** Spanish (ES). */
export const es: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Tu código de registro',
      login: 'Tu código de inicio de sesión',
      recovery: 'Tu código para restablecer la contraseña',
      bind_mobile: 'Tu código de verificación',
      bind_email: 'Tu código de verificación',
      new_ip: 'Confirma tu inicio de sesión desde un lugar nuevo',
    },
    text: '{{code}} es tu código de verificación. Caduca en {{minutes}} minutos. No lo compartas con nadie.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña',
    text:
      'Hola, {{nickname}}:\n\nAbre este enlace en los próximos {{minutes}} minutos para elegir una contraseña nueva:\n{{link}}\n\n' +
      'Si no lo has solicitado, ignora este correo; tu contraseña seguirá siendo la misma.',
  },
  feedbackAnswer: {
    title: 'Respuesta a tus comentarios',
    yourFeedback: 'Tus comentarios',
  },
};
