import type { PlayerMessages } from './en.js';

/** Japanese (JA). */
export const ja: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: '会員登録の確認コード',
      login: 'ログイン用の確認コード',
      recovery: 'パスワード再設定の確認コード',
      bind_mobile: '確認コードのお知らせ',
      bind_email: '確認コードのお知らせ',
      new_ip: '新しい場所からのログインの確認',
    },
    text: '確認コードは {{code}} です。有効期限は{{minutes}}分です。このコードは誰にも教えないでください。',
  },
  passwordReset: {
    subject: 'パスワードの再設定',
    text:
      '{{nickname}} 様\n\n{{minutes}}分以内に次のリンクを開き、新しいパスワードを設定してください。\n{{link}}\n\n' +
      'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
  },
  feedbackAnswer: {
    title: 'フィードバックへの回答',
    yourFeedback: 'お客様のフィードバック',
  },
};
