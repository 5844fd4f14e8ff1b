import type { PlayerMessages } from './en.js';

/** Traditional Chinese (TW). */
export const zhHant: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: '您的註冊驗證碼',
      login: '您的登入驗證碼',
      recovery: '您的密碼重設驗證碼',
      bind_mobile: '您的驗證碼',
      bind_email: '您的驗證碼',
      new_ip: '請確認您在新地點的登入',
    },
    text: '{{code}} 是您的驗證碼，{{minutes}} 分鐘內有效。請勿告訴任何人。',
  },
  passwordReset: {
    subject: '重設您的密碼',
    text:
      '{{nickname}}，您好：\n\n請在 {{minutes}} 分鐘內開啟以下連結設定新密碼：\n{{link}}\n\n' +
      '如果您沒有提出此要求，請忽略此郵件，您的密碼將維持不變。',
  },
  feedbackAnswer: {
    title: '對您意見回饋的回覆',
    yourFeedback: '您的意見回饋',
  },
};
