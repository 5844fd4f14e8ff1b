import type { PlayerMessages } from './en.js';

/** Turkish (TR). */
export const tr: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Kayıt kodunuz',
      login: 'Giriş kodunuz',
      recovery: 'Şifre sıfırlama kodunuz',
      bind_mobile: 'Doğrulama kodunuz',
      bind_email: 'Doğrulama kodunuz',
      new_ip: 'Yeni bir konumdan yaptığınız girişi onaylayın',
    },
    text: 'Doğrulama kodunuz: {{code}}. Kodun süresi {{minutes}} dakika içinde dolar. Bu kodu asla kimseyle paylaşmayın.',
  },
  passwordReset: {
    subject: 'Şifrenizi sıfırlayın',
    text:
      'Merhaba {{nickname}},\n\nYeni bir şifre belirlemek için bu bağlantıyı {{minutes}} dakika içinde açın:\n{{link}}\n\n' +
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz olduğu gibi kalır.',
  },
  feedbackAnswer: {
    title: 'Geri bildiriminize yanıt',
    yourFeedback: 'Geri bildiriminiz',
  },
};
