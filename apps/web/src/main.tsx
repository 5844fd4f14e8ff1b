import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import { adoptTokenFromUrl } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

adoptTokenFromUrl();
void initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
