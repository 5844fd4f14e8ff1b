import type { PlayerMessages } from './en.js';

/** Thai (TH). */
export const th: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'รหัสสมัครสมาชิกของคุณ',
      login: 'รหัสเข้าสู่ระบบของคุณ',
      recovery: 'รหัสรีเซ็ตรหัสผ่านของคุณ',
      bind_mobile: 'รหัสยืนยันของคุณ',
      bind_email: 'รหัสยืนยันของคุณ',
      new_ip: 'ยืนยันการเข้าสู่ระบบจากสถานที่ใหม่',
    },
    text: '{{code}} คือรหัสยืนยันของคุณ รหัสจะหมดอายุใน {{minutes}} นาที ห้ามบอกรหัสนี้แก่ผู้ใด',
  },
  passwordReset: {
    subject: 'รีเซ็ตรหัสผ่านของคุณ',
    text:
      'สวัสดีคุณ {{nickname}}\n\nโปรดเปิดลิงก์นี้ภายใน {{minutes}} นาทีเพื่อตั้งรหัสผ่านใหม่:\n{{link}}\n\n' +
      'หากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน โปรดละเว้นอีเมลนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม',
  },
  feedbackAnswer: {
    title: 'คำตอบข้อเสนอแนะของคุณ',
    yourFeedback: 'ข้อเสนอแนะของคุณ',
  },
};
