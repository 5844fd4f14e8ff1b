/**
 * The English player messages: the reference catalogue. `PlayerMessages` is its shape, and every other
 * language file is typed by it, so a missing or extra key fails the type check. `{{name}}` placeholders
 * are filled by `fill` (index.ts); each language keeps exactly the placeholders of the English text.
 */
export const en = {
  /** A one-time code (modules/auth verification-service). */
  verificationCode: {
    /** The e-mail subject for each purpose of a code (an SMS has none). */
    subjects: {
      register: 'Your registration code',
      login: 'Your login code',
      recovery: 'Your password reset code',
      bind_mobile: 'Your verification code',
      bind_email: 'Your verification code',
      new_ip: 'Confirm your login from a new place',
    },
    /** The SMS and the e-mail text. */
    text: '{{code}} is your verification code. It expires in {{minutes}} minutes. Never share it.',
  },
  /** The password reset e-mail (modules/auth password-service). */
  passwordReset: {
    subject: 'Reset your password',
    text:
      'Hello {{nickname}},\n\nOpen this link within {{minutes}} minutes to choose a new password:\n{{link}}\n\n' +
      'If you did not ask for this, ignore this e-mail; your password stays as it is.',
  },
  /** Staff's answer to feedback: the platform message title, or the e-mail subject (modules/feedback). */
  feedbackAnswer: {
    title: 'Answer to your feedback',
    /** Heads the submitter's own text, quoted under the answer. */
    yourFeedback: 'Your feedback',
  },
};

export type PlayerMessages = typeof en;
