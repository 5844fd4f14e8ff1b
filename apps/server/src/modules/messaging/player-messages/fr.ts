import type { PlayerMessages } from './en.js';

/** French (FR). */
export const fr: PlayerMessages = {
  verificationCode: {
    subjects: {
      register: 'Votre code d’inscription',
      login: 'Votre code de connexion',
      recovery: 'Votre code de réinitialisation du mot de passe',
      bind_mobile: 'Votre code de vérification',
      bind_email: 'Votre code de vérification',
      new_ip: 'Confirmez votre connexion depuis un nouvel endroit',
    },
    text: '{{code}} est votre code de vérification. Il expire dans {{minutes}} minutes. Ne le communiquez jamais à personne.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe',
    text:
      'Bonjour {{nickname}},\n\nOuvrez ce lien dans les {{minutes}} minutes pour choisir un nouveau mot de passe :\n{{link}}\n\n' +
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
  feedbackAnswer: {
    title: 'Réponse à votre avis',
    yourFeedback: 'Votre avis',
  },
};
