// Runs before first paint (no inline scripts under the CSP): applies the remembered theme,
// language and text direction so the page does not flash in the wrong theme or direction.
(function boot() {
  var root = document.documentElement;
  var rtl = { AR: 1, FA: 1, UR: 1 };
  var tags = {
    EN: 'en', CN: 'zh-Hans', TW: 'zh-Hant', JA: 'ja', TH: 'th', VI: 'vi', MY: 'my', ES: 'es', HI: 'hi',
    ID: 'id', KM: 'km', KO: 'ko', MS: 'ms', PT: 'pt', 'PT-BR': 'pt-BR', TA: 'ta', TY: 'ty', UR: 'ur',
    TR: 'tr', BN: 'bn', AR: 'ar', FA: 'fa', RU: 'ru', KK: 'kk', UZ: 'uz', LO: 'lo', NE: 'ne', FR: 'fr',
    TE: 'te', SW: 'sw',
  };
  var theme = 'dark';
  var lang = 'EN';
  try {
    var storedTheme = localStorage.getItem('theme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    var storedLang = localStorage.getItem('lang');
    if (storedLang && Object.prototype.hasOwnProperty.call(tags, storedLang)) lang = storedLang;
  } catch (_error) {
    // Storage can be blocked (private mode, policies): keep the defaults.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.setAttribute('lang', tags[lang]);
  root.setAttribute('dir', rtl[lang] ? 'rtl' : 'ltr');
})();
