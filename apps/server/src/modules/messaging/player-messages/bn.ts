import type { PlayerMessages } from './en.js';

/** Bengali (BN). */
export const bn: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'আপনার নিবন্ধন কোড',
      login: 'আপনার লগইন কোড',
      recovery: 'আপনার পাসওয়ার্ড রিসেট কোড',
      bind_mobile: 'আপনার যাচাইকরণ কোড',
      bind_email: 'আপনার যাচাইকরণ কোড',
      new_ip: 'নতুন স্থান থেকে আপনার লগইন নিশ্চিত করুন',
    },
    text: '{{code}} আপনার যাচাইকরণ কোড। এর মেয়াদ {{minutes}} মিনিটের মধ্যে শেষ হবে। কখনও কাউকে এটি জানাবেন না।',
  },
  passwordReset: {
    subject: 'আপনার পাসওয়ার্ড রিসেট করুন',
    text:
      'প্রিয় {{nickname}},\n\nনতুন পাসওয়ার্ড বেছে নিতে {{minutes}} মিনিটের মধ্যে এই লিংকটি খুলুন:\n{{link}}\n\n' +
      'আপনি যদি এটি অনুরোধ না করে থাকেন, তাহলে এই ই-মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
  feedbackAnswer: {
    title: 'আপনার মতামতের উত্তর',
    yourFeedback: 'আপনার মতামত',
  },
};
