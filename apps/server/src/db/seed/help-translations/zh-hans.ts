import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Chinese (simplified), translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: '关于我们',
    html: '<p>我们为成年人经营一家在线游戏网站：汇集多家游戏供应商的娱乐场、老虎机、体育、彩票等游戏，存款和提款均以尼泊尔卢比进行。</p><p>我们的目标是公平游戏、规则清晰，以及快速、准确的付款。</p>',
  },
  {
    key: 'terms',
    title: '条款与条件',
    html: '<h3>谁可以参与游戏</h3><p>您必须年满18周岁；如您所在国家的法律规定了更高的年龄，则须达到该年龄。此外，博彩在您所在地必须合法。</p><h3>您的账户</h3><p>每人仅限一个账户。请对您的密码保密；您须对账户内发生的一切负责。</p><h3>资金</h3><p>存款和提款均记录在您的账户记录中。提款前，我们可能会要求您验证身份。</p><h3>公平游戏</h3><p>滥用、串通或使用软件谋取优势将导致账户被终止，并可能没收所得奖金。</p>',
  },
  {
    key: 'privacy',
    title: '隐私政策',
    html: '<p>我们保存您提供的个人资料（如姓名、电话号码和电子邮箱），仅用于管理您的账户、处理付款及履行我们的法律义务。</p><p>密码仅以安全哈希值的形式存储。我们绝不出售您的资料。</p>',
  },
  {
    key: 'responsibleGaming',
    title: '负责任游戏',
    html: '<p>游戏应当是一种娱乐，而不是赚钱的途径。游戏前请先设定预算和时间限制，切勿为挽回损失而继续投注。</p><p>如果游戏不再有趣，请联系客服限制或关闭您的账户。</p>',
  },
  {
    key: 'faq',
    title: '常见问题',
    html: '<details><summary>如何注册？</summary><p>点击“注册”，填写表格并接受条款。</p></details><details><summary>如何存款？</summary><p>在会员中心打开“存款”，然后选择一个支付渠道。</p></details><details><summary>提款需要多长时间？</summary><p>提款由我们的财务团队审核；处理状态会显示在您的记录中。</p></details>',
  },
  {
    key: 'contact',
    title: '联系我们',
    html: '<p>使用任意页面上的客服按钮，即可联系我们的支持团队。</p>',
  },
];
