import type { PlayerMessages } from './en.js';

/** Nepali (NE). */
export const ne: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'तपाईंको दर्ता कोड',
      login: 'तपाईंको लगइन कोड',
      recovery: 'तपाईंको पासवर्ड रिसेट कोड',
      bind_mobile: 'तपाईंको प्रमाणीकरण कोड',
      bind_email: 'तपाईंको प्रमाणीकरण कोड',
      new_ip: 'नयाँ स्थानबाट भएको लगइन पुष्टि गर्नुहोस्',
    },
    text: '{{code}} तपाईंको प्रमाणीकरण कोड हो। यो {{minutes}} मिनेटमा समाप्त हुन्छ। यसलाई कसैसँग पनि साझा नगर्नुहोस्।',
  },
  passwordReset: {
    subject: 'आफ्नो पासवर्ड रिसेट गर्नुहोस्',
    text:
      'नमस्ते {{nickname}},\n\nनयाँ पासवर्ड छान्न {{minutes}} मिनेटभित्र यो लिंक खोल्नुहोस्:\n{{link}}\n\n' +
      'यदि तपाईंले यो अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्; तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
  },
  feedbackAnswer: {
    title: 'तपाईंको प्रतिक्रियाको जवाफ',
    yourFeedback: 'तपाईंको प्रतिक्रिया',
  },
};
