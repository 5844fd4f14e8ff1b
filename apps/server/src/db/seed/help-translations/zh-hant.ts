import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Chinese (traditional), translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: '關於我們',
    html: '<p>我們為成年人經營一個線上遊戲網站：匯集多家遊戲供應商的娛樂場、老虎機、體育、彩票等遊戲，存款與提款皆以尼泊爾盧比進行。</p><p>我們的目標是公平遊戲、規則清楚，以及快速、準確的付款。</p>',
  },
  {
    key: 'terms',
    title: '條款與細則',
    html: '<h3>誰可以參與遊戲</h3><p>您必須年滿18歲；若您所在國家的法律規定更高的年齡，則須達到該年齡。此外，博彩在您所在地必須合法。</p><h3>您的帳戶</h3><p>每人僅限一個帳戶。請對您的密碼保密；您須對帳戶內發生的一切負責。</p><h3>資金</h3><p>存款與提款皆記錄於您的帳戶紀錄中。提款前，我們可能會要求您驗證身分。</p><h3>公平遊戲</h3><p>濫用、串通或使用軟體謀取優勢，將導致帳戶被終止，並可能沒收所得獎金。</p>',
  },
  {
    key: 'privacy',
    title: '隱私權政策',
    html: '<p>我們保存您提供的個人資料（例如姓名、電話號碼與電子郵件），僅用於管理您的帳戶、處理付款及履行我們的法律義務。</p><p>密碼僅以安全雜湊值的形式儲存。我們絕不出售您的資料。</p>',
  },
  {
    key: 'responsibleGaming',
    title: '負責任遊戲',
    html: '<p>遊戲應該是一種娛樂，而不是賺錢的方式。遊戲前請先設定預算與時間限制，切勿為了追回損失而繼續下注。</p><p>如果遊戲不再有趣，請聯絡客服以限制或關閉您的帳戶。</p>',
  },
  {
    key: 'faq',
    title: '常見問題',
    html: '<details><summary>如何註冊？</summary><p>點選「註冊」，填寫表單並接受條款。</p></details><details><summary>如何存款？</summary><p>在會員中心開啟「存款」，然後選擇一個支付管道。</p></details><details><summary>提款需要多久？</summary><p>提款由我們的財務團隊審核；處理狀態會顯示在您的紀錄中。</p></details>',
  },
  {
    key: 'contact',
    title: '聯絡我們',
    html: '<p>使用任一頁面上的客服按鈕，即可聯絡我們的支援團隊。</p>',
  },
];
