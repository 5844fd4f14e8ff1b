import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in European Portuguese, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Sobre nós',
    html: '<p>Gerimos um site de jogos online para adultos: casino, slots, desporto, lotaria e muito mais, de vários fornecedores de jogos, com depósitos e levantamentos em rupias nepalesas.</p><p>O nosso objetivo é o jogo justo, regras claras e pagamentos rápidos e exatos.</p>',
  },
  {
    key: 'terms',
    title: 'Termos e condições',
    html: '<h3>Quem pode jogar</h3><p>Tem de ter pelo menos 18 anos, ou mais se a lei do seu país o exigir, e o jogo a dinheiro tem de ser legal no local onde se encontra.</p><h3>A sua conta</h3><p>Uma conta por pessoa. Mantenha a sua palavra-passe em segredo; é responsável por tudo o que acontece na sua conta.</p><h3>Dinheiro</h3><p>Os depósitos e levantamentos ficam registados no registo da sua conta. Podemos pedir-lhe que verifique a sua identidade antes de um levantamento.</p><h3>Jogo justo</h3><p>O abuso, o conluio ou a utilização de software para obter vantagem implicam o encerramento da conta e podem levar à perda dos ganhos.</p>',
  },
  {
    key: 'privacy',
    title: 'Política de privacidade',
    html: '<p>Guardamos os dados pessoais que nos fornece (como o seu nome, número de telefone e e-mail) apenas para gerir a sua conta, processar pagamentos e cumprir as nossas obrigações legais.</p><p>As palavras-passe são guardadas apenas como hashes seguros. Nunca vendemos os seus dados.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Jogo responsável',
    html: '<p>O jogo deve ser um entretenimento e não uma forma de ganhar dinheiro. Defina um orçamento e um limite de tempo antes de jogar e nunca tente recuperar as perdas.</p><p>Se o jogo deixar de ser divertido, contacte o apoio ao cliente para limitar ou encerrar a sua conta.</p>',
  },
  {
    key: 'faq',
    title: 'Perguntas frequentes',
    html: '<details><summary>Como me registo?</summary><p>Carregue em Registar, preencha o formulário e aceite os termos.</p></details><details><summary>Como faço um depósito?</summary><p>Abra Depósito no centro de membro e escolha um canal de pagamento.</p></details><details><summary>Quanto tempo demoram os levantamentos?</summary><p>Os levantamentos são analisados pela nossa equipa financeira; o estado é apresentado nos seus registos.</p></details>',
  },
  {
    key: 'contact',
    title: 'Contacte-nos',
    html: '<p>Utilize o botão de apoio ao cliente em qualquer página para contactar a nossa equipa de suporte.</p>',
  },
];
