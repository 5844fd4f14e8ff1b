import type { PlayerMessages } from './en.js';

/** Hindi (HI). */
export const hi: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'आपका पंजीकरण कोड',
      login: 'आपका लॉगिन कोड',
      recovery: 'आपका पासवर्ड रीसेट कोड',
      bind_mobile: 'आपका सत्यापन कोड',
      bind_email: 'आपका सत्यापन कोड',
      new_ip: 'नए स्थान से अपने लॉगिन की पुष्टि करें',
    },
    text: '{{code}} आपका सत्यापन कोड है। यह {{minutes}} मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।',
  },
  passwordReset: {
    subject: 'अपना पासवर्ड रीसेट करें',
    text:
      'नमस्ते {{nickname}},\n\nनया पासवर्ड चुनने के लिए {{minutes}} मिनट के भीतर यह लिंक खोलें:\n{{link}}\n\n' +
      'यदि आपने इसका अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड पहले जैसा ही रहेगा।',
  },
  feedbackAnswer: {
    title: 'आपकी प्रतिक्रिया का जवाब',
    yourFeedback: 'आपकी प्रतिक्रिया',
  },
};
