import type { PlayerMessages } from './en.js';

/** Malay (MS). */
export const ms: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Kod pendaftaran anda',
      login: 'Kod log masuk anda',
      recovery: 'Kod tetapan semula kata laluan anda',
      bind_mobile: 'Kod pengesahan anda',
      bind_email: 'Kod pengesahan anda',
      new_ip: 'Sahkan log masuk anda dari lokasi baharu',
    },
    text: '{{code}} ialah kod pengesahan anda. Kod ini tamat tempoh dalam {{minutes}} minit. Jangan sekali-kali kongsikannya.',
  },
  passwordReset: {
    subject: 'Tetapkan semula kata laluan anda',
    text:
      'Helo {{nickname}},\n\nBuka pautan ini dalam masa {{minutes}} minit untuk memilih kata laluan baharu:\n{{link}}\n\n' +
      'Jika anda tidak memintanya, abaikan e-mel ini; kata laluan anda kekal seperti sedia ada.',
  },
  feedbackAnswer: {
    title: 'Jawapan kepada maklum balas anda',
    yourFeedback: 'Maklum balas anda',
  },
};
