import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import './styles/app.css';
import { takeTokenFromAddress } from './lib/address-token';
import { afterFirstPaint } from './lib/after-first-paint';

// A token in the address is kept now, not when the app has started (see takeTokenFromAddress).
takeTokenFromAddress();

// The styles above are in the page's <head>; the app's code is fetched once the page's first paint (on the
// home page the server's static frame with its banner) is on screen, so that on a slow connection the
// banner, the styles and the fonts get the bandwidth first. app/start.tsx renders the app over the frame.
void afterFirstPaint().then(() => import('./app/start'));
