// Runs before first paint (no inline scripts under the CSP): applies the remembered theme and
// language so the back office does not flash in the wrong theme.
(() => {
  const root = document.documentElement;
  let theme = 'dark';
  let language = 'en';
  try {
    const storedTheme = localStorage.getItem('adminTheme');
    if (storedTheme === 'light' || storedTheme === 'dark') theme = storedTheme;
    if (localStorage.getItem('adminLanguage') === 'NE') language = 'ne';
  } catch {
    // Storage can be blocked (private mode, policies): keep the defaults.
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.setAttribute('lang', language);
})();
