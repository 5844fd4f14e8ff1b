/**
 * The self-hosted fonts of every script a language's own name is written in (the player site's fonts), so
 * the language list and the per-language text fields draw each name and text on a machine without those
 * fonts. Devanagari is global (main.tsx). Imported by the languages page and the localized text fields
 * only, so other pages carry no CSS of it; each file is split by unicode-range, so the browser fetches
 * only the slices holding the characters shown.
 */
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-tamil/400.css';
import '@fontsource/noto-sans-tc/400.css';
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-thai/400.css';
