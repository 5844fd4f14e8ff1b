/**
 * The self-hosted fonts of every script a language's own name is written in (the player site's fonts), so
 * the language list draws each name on a machine without those fonts. Devanagari is global (main.tsx).
 * Imported by the languages page only, so no other page carries the CSS; each file is split by
 * unicode-range, so the browser fetches only the slices holding the names' characters.
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
