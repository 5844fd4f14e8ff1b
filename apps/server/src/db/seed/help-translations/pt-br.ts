import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Brazilian Portuguese, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Sobre nós',
    html: '<p>Operamos um site de jogos online para adultos: cassino, slots, esportes, loteria e muito mais, de vários provedores de jogos, com depósitos e saques em rupias nepalesas.</p><p>Nosso objetivo é oferecer jogo justo, regras claras e pagamentos rápidos e precisos.</p>',
  },
  {
    key: 'terms',
    title: 'Termos e condições',
    html: '<h3>Quem pode jogar</h3><p>Você precisa ter pelo menos 18 anos, ou mais se a lei do seu país exigir, e os jogos de aposta precisam ser legais onde você está.</p><h3>Sua conta</h3><p>Uma conta por pessoa. Mantenha sua senha em segredo; você é responsável pelo que acontece na sua conta.</p><h3>Dinheiro</h3><p>Depósitos e saques ficam registrados no extrato da sua conta. Podemos pedir que você confirme sua identidade antes de um saque.</p><h3>Jogo justo</h3><p>Abuso, conluio ou uso de software para obter vantagem resultam no encerramento da conta e podem levar à perda dos ganhos.</p>',
  },
  {
    key: 'privacy',
    title: 'Política de privacidade',
    html: '<p>Guardamos os dados pessoais que você nos fornece (como seu nome, número de telefone e e-mail) apenas para administrar sua conta, processar pagamentos e cumprir nossas obrigações legais.</p><p>As senhas são armazenadas somente como hashes seguros. Nunca vendemos seus dados.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Jogo responsável',
    html: '<p>Jogar deve ser diversão, não uma forma de ganhar dinheiro. Defina um orçamento e um limite de tempo antes de jogar e nunca tente recuperar o que perdeu.</p><p>Se o jogo deixar de ser divertido, fale com o atendimento ao cliente para limitar ou encerrar sua conta.</p>',
  },
  {
    key: 'faq',
    title: 'Perguntas frequentes',
    html: '<details><summary>Como faço meu cadastro?</summary><p>Clique em Cadastre-se, preencha o formulário e aceite os termos.</p></details><details><summary>Como faço um depósito?</summary><p>Abra Depósito na central do membro e escolha um canal de pagamento.</p></details><details><summary>Quanto tempo levam os saques?</summary><p>Os saques são analisados pela nossa equipe financeira; o status aparece no seu histórico.</p></details>',
  },
  {
    key: 'contact',
    title: 'Fale conosco',
    html: '<p>Use o botão de atendimento ao cliente em qualquer página para falar com nossa equipe de suporte.</p>',
  },
];
