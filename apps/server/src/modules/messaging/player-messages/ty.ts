import type { PlayerMessages } from './en.js';

/** Tahitian (TY). */
export const ty: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Te nūmera nō te tāpaʻoraʻa iʻoa',
      login: 'Te nūmera nō te tomoraʻa',
      recovery: 'Te nūmera nō te haʻamauraʻa faʻahou i te parau huna',
      bind_mobile: 'Te nūmera haʻapāpūraʻa',
      bind_email: 'Te nūmera haʻapāpūraʻa',
      new_ip: 'A haʻapāpū i tō ʻoe tomoraʻa mai te hōʻē vāhi ʻāpī mai',
    },
    text: 'ʻO {{code}} tō ʻoe nūmera haʻapāpūraʻa. E hope tōna taime i roto i te {{minutes}} minuti. ʻEiaha roa e hōroʻa atu i te reira i te tahi atu taʻata.',
  },
  passwordReset: {
    subject: 'A haʻamau faʻahou i tō ʻoe parau huna',
    text:
      'ʻIa ora na {{nickname}},\n\nA ʻiriti i teie taʻamu i roto i te {{minutes}} minuti nō te māʻiti i te hōʻē parau huna ʻāpī:\n{{link}}\n\n' +
      'Mai te mea ʻaita ʻoe i ani i te reira, ʻeiaha e haʻapaʻo i teie rata uira; ʻaita tō ʻoe parau huna e taui.',
  },
  feedbackAnswer: {
    title: 'Pāhonoraʻa i tō ʻoe manaʻo',
    yourFeedback: 'Tō ʻoe manaʻo',
  },
};
