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
  // The brand's default and offered languages, from the boot data the server put before this script
  // (apps/server/src/web-index.ts): a visitor who chose nothing, or a language the brand no longer
  // offers, starts in the default rather than in EN (i18n.ts initialLanguage decides the same).
  let lang = 'EN';
  let offered = null;
  try {
    const data = JSON.parse(document.getElementById('boot-data')?.textContent || 'null');
    const brand = data?.siteSettings?.brand;
    if (brand && Object.hasOwn(tags, brand.defaultLanguage) && Array.isArray(brand.languages)) {
      lang = brand.defaultLanguage;
      offered = brand.languages;
    }
  } catch {
    // No boot data (the development server) or an unreadable one: EN until the settings load.
  }
  let sideMenuCollapsed = false;
  try {
    // The home page's static frame (apps/server/src/web-index.ts) draws the side column this narrow.
    sideMenuCollapsed = localStorage.getItem('sideMenuCollapsed') === '1';
    const storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    const storedLang = localStorage.getItem('lang');
    if (storedLang && Object.hasOwn(tags, storedLang) && (!offered || offered.includes(storedLang)))
      lang = storedLang;
  } catch {
    // Storage can be blocked (private mode, policies): keep the defaults.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.setAttribute('lang', tags[lang]);
  root.setAttribute('dir', rightToLeft.includes(lang) ? 'rtl' : 'ltr');
  if (sideMenuCollapsed) root.setAttribute('data-side-menu', 'collapsed');
})();
