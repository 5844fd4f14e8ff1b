import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in French, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'À propos',
    html: '<p>Nous exploitons un site de jeux en ligne réservé aux adultes\u00a0: casino, machines à sous, sport, loterie et bien plus, proposés par plusieurs fournisseurs de jeux, avec dépôts et retraits en roupies népalaises.</p><p>Notre objectif est d’offrir un jeu équitable, des règles claires et des paiements rapides et exacts.</p>',
  },
  {
    key: 'terms',
    title: 'Conditions générales',
    html: '<h3>Qui peut jouer</h3><p>Vous devez avoir au moins 18 ans, ou davantage si la loi de votre pays l’exige, et les jeux d’argent doivent être légaux là où vous vous trouvez.</p><h3>Votre compte</h3><p>Un seul compte par personne. Gardez votre mot de passe secret\u202f; vous êtes responsable de tout ce qui se passe sur votre compte.</p><h3>Argent</h3><p>Les dépôts et les retraits sont enregistrés dans l’historique de votre compte. Nous pouvons vous demander de vérifier votre identité avant un retrait.</p><h3>Jeu équitable</h3><p>Les abus, la collusion ou l’utilisation de logiciels pour obtenir un avantage entraînent la fermeture du compte et peuvent faire perdre les gains.</p>',
  },
  {
    key: 'privacy',
    title: 'Politique de confidentialité',
    html: '<p>Nous conservons les données personnelles que vous nous fournissez (comme votre nom, votre numéro de téléphone et votre e-mail) uniquement pour gérer votre compte, traiter les paiements et remplir nos obligations légales.</p><p>Les mots de passe sont stockés uniquement sous forme de hachages sécurisés. Nous ne vendons jamais vos données.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Jeu responsable',
    html: '<p>Le jeu doit rester un divertissement, pas un moyen de gagner de l’argent. Fixez-vous un budget et une limite de temps avant de jouer, et ne courez jamais après vos pertes.</p><p>Si le jeu cesse d’être un plaisir, contactez le service client pour limiter ou fermer votre compte.</p>',
  },
  {
    key: 'faq',
    title: 'Questions fréquentes',
    html: '<details><summary>Comment m’inscrire\u202f?</summary><p>Appuyez sur «\u00a0S’inscrire\u00a0», remplissez le formulaire et acceptez les conditions.</p></details><details><summary>Comment effectuer un dépôt\u202f?</summary><p>Ouvrez «\u00a0Dépôt\u00a0» dans l’espace membre et choisissez un moyen de paiement.</p></details><details><summary>Combien de temps prennent les retraits\u202f?</summary><p>Les retraits sont examinés par notre équipe financière\u202f; leur statut s’affiche dans votre historique.</p></details>',
  },
  {
    key: 'contact',
    title: 'Nous contacter',
    html: '<p>Utilisez le bouton du service client, présent sur chaque page, pour joindre notre équipe d’assistance.</p>',
  },
];
