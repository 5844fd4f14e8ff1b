import type { PlayerMessages } from './en.js';

/** Vietnamese (VI). */
export const vi: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Mã đăng ký của bạn',
      login: 'Mã đăng nhập của bạn',
      recovery: 'Mã đặt lại mật khẩu của bạn',
      bind_mobile: 'Mã xác minh của bạn',
      bind_email: 'Mã xác minh của bạn',
      new_ip: 'Xác nhận đăng nhập từ một địa điểm mới',
    },
    text: '{{code}} là mã xác minh của bạn. Mã hết hạn sau {{minutes}} phút. Tuyệt đối không chia sẻ mã này.',
  },
  passwordReset: {
    subject: 'Đặt lại mật khẩu của bạn',
    text:
      'Xin chào {{nickname}},\n\nVui lòng mở liên kết này trong vòng {{minutes}} phút để chọn mật khẩu mới:\n{{link}}\n\n' +
      'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
  },
  feedbackAnswer: {
    title: 'Trả lời góp ý của bạn',
    yourFeedback: 'Góp ý của bạn',
  },
};
