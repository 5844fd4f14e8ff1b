import type { PlayerMessages } from './en.js';

/** Indonesian (ID). */
export const id: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Kode pendaftaran Anda',
      login: 'Kode masuk Anda',
      recovery: 'Kode atur ulang kata sandi Anda',
      bind_mobile: 'Kode verifikasi Anda',
      bind_email: 'Kode verifikasi Anda',
      new_ip: 'Konfirmasi login Anda dari lokasi baru',
    },
    text: '{{code}} adalah kode verifikasi Anda. Kode ini kedaluwarsa dalam {{minutes}} menit. Jangan berikan kode ini kepada siapa pun.',
  },
  passwordReset: {
    subject: 'Atur ulang kata sandi Anda',
    text:
      'Halo {{nickname}},\n\nBuka tautan ini dalam {{minutes}} menit untuk memilih kata sandi baru:\n{{link}}\n\n' +
      'Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak akan berubah.',
  },
  feedbackAnswer: {
    title: 'Jawaban atas masukan Anda',
    yourFeedback: 'Masukan Anda',
  },
};
