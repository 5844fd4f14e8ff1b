import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
// Always declared: the language switch shows नेपाली in English too. The browser fetches the files
// only when Devanagari text is on screen (unicode-range).
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

void initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
