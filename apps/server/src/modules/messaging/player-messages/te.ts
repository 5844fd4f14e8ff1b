import type { PlayerMessages } from './en.js';

/** Telugu (TE). */
export const te: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'మీ నమోదు కోడ్',
      login: 'మీ లాగిన్ కోడ్',
      recovery: 'మీ పాస్‌వర్డ్ రీసెట్ కోడ్',
      bind_mobile: 'మీ ధృవీకరణ కోడ్',
      bind_email: 'మీ ధృవీకరణ కోడ్',
      new_ip: 'కొత్త ప్రదేశం నుండి మీ లాగిన్‌ను నిర్ధారించండి',
    },
    text: '{{code}} మీ ధృవీకరణ కోడ్. దీని గడువు {{minutes}} నిమిషాల్లో ముగుస్తుంది. దీన్ని ఎప్పుడూ ఎవరితోనూ పంచుకోవద్దు.',
  },
  passwordReset: {
    subject: 'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    text:
      'నమస్కారం {{nickname}},\n\nకొత్త పాస్‌వర్డ్‌ను ఎంచుకోవడానికి ఈ లింక్‌ను {{minutes}} నిమిషాల్లోపు తెరవండి:\n{{link}}\n\n' +
      'మీరు దీన్ని అభ్యర్థించకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోకండి; మీ పాస్‌వర్డ్ మారదు.',
  },
  feedbackAnswer: {
    title: 'మీ అభిప్రాయానికి సమాధానం',
    yourFeedback: 'మీ అభిప్రాయం',
  },
};
