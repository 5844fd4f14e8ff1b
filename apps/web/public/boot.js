// Runs before first paint (no inline scripts under the CSP): applies the remembered theme,
// language and text direction so the page does not flash in the wrong theme or direction.
(() => {
  const root = document.documentElement;
  const rightToLeft = ['AR', 'FA', 'UR'];
  const tags = {
    EN: 'en',
    CN: 'zh-Hans',
    TW: 'zh-Hant',
    JA: 'ja',
    TH: 'th',
    VI: 'vi',
    MY: 'my',
    ES: 'es',
    HI: 'hi',
    ID: 'id',
    KM: 'km',
    KO: 'ko',
    MS: 'ms',
    PT: 'pt',
    'PT-BR': 'pt-BR',
    TA: 'ta',
    TY: 'ty',
    UR: 'ur',
    TR: 'tr',
    BN: 'bn',
    AR: 'ar',
    FA: 'fa',
    RU: 'ru',
    KK: 'kk',
    UZ: 'uz',
    LO: 'lo',
    NE: 'ne',
    FR: 'fr',
    TE: 'te',
    SW: 'sw',
  };
  let theme = 'dark';
  let lang = 'EN';
  let sideMenuCollapsed = false;
  try {
    // The home page's static frame (apps/server/src/web-index.ts) draws the side column this narrow.
    sideMenuCollapsed = localStorage.getItem('sideMenuCollapsed') === '1';
    const storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    const storedLang = localStorage.getItem('lang');
    if (storedLang && Object.hasOwn(tags, storedLang)) lang = storedLang;
  } catch {
    // Storage can be blocked (private mode, policies): keep the defaults.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.setAttribute('lang', tags[lang]);
  root.setAttribute('dir', rightToLeft.includes(lang) ? 'rtl' : 'ltr');
  if (sideMenuCollapsed) root.setAttribute('data-side-menu', 'collapsed');
})();
