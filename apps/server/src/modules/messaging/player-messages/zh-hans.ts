import type { PlayerMessages } from './en.js';

/** Simplified Chinese (CN). */
export const zhHans: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: '您的注册验证码',
      login: '您的登录验证码',
      recovery: '您的密码重置验证码',
      bind_mobile: '您的验证码',
      bind_email: '您的验证码',
      new_ip: '请确认您在新地点的登录',
    },
    text: '{{code}} 是您的验证码，{{minutes}} 分钟内有效。请勿告诉任何人。',
  },
  passwordReset: {
    subject: '重置您的密码',
    text:
      '{{nickname}}，您好：\n\n请在 {{minutes}} 分钟内打开以下链接设置新密码：\n{{link}}\n\n' +
      '如果您没有提出此请求，请忽略此邮件，您的密码将保持不变。',
  },
  feedbackAnswer: {
    title: '对您反馈的回复',
    yourFeedback: '您的反馈',
  },
};
