import type { PlayerMessages } from './en.js';

/** Swahili (SW). */
export const sw: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Msimbo wako wa usajili',
      login: 'Msimbo wako wa kuingia',
      recovery: 'Msimbo wako wa kuweka upya nenosiri',
      bind_mobile: 'Msimbo wako wa uthibitishaji',
      bind_email: 'Msimbo wako wa uthibitishaji',
      new_ip: 'Thibitisha kuingia kwako kutoka mahali papya',
    },
    text: '{{code}} ni msimbo wako wa uthibitishaji. Utaisha muda baada ya dakika {{minutes}}. Usimpe mtu yeyote msimbo huu.',
  },
  passwordReset: {
    subject: 'Weka upya nenosiri lako',
    text:
      'Habari {{nickname}},\n\nFungua kiungo hiki ndani ya dakika {{minutes}} ili kuchagua nenosiri jipya:\n{{link}}\n\n' +
      'Ikiwa hukuomba hili, puuza barua pepe hii; nenosiri lako litabaki kama lilivyo.',
  },
  feedbackAnswer: {
    title: 'Jibu la maoni yako',
    yourFeedback: 'Maoni yako',
  },
};
