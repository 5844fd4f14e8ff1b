import type { PlayerMessages } from './en.js';

/** Korean (KO). */
export const ko: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: '회원가입 인증 코드',
      login: '로그인 인증 코드',
      recovery: '비밀번호 재설정 인증 코드',
      bind_mobile: '인증 코드 안내',
      bind_email: '인증 코드 안내',
      new_ip: '새로운 위치에서의 로그인 확인',
    },
    text: '인증 코드는 {{code}}입니다. {{minutes}}분 후 만료됩니다. 절대 다른 사람에게 알려 주지 마세요.',
  },
  passwordReset: {
    subject: '비밀번호 재설정',
    text:
      '{{nickname}}님, 안녕하세요.\n\n{{minutes}}분 이내에 아래 링크를 열어 새 비밀번호를 설정해 주세요.\n{{link}}\n\n' +
      '요청하신 적이 없다면 이 이메일을 무시해 주세요. 비밀번호는 변경되지 않습니다.',
  },
  feedbackAnswer: {
    title: '피드백에 대한 답변',
    yourFeedback: '보내 주신 피드백',
  },
};
