import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { BrandMark } from './brand-mark';

/** Sign-in and the forced password change: one card in the middle, language and theme at hand. */
export function CentredLayout({ children }: { children: ReactNode }) {
  return (
    <div data-testid="centred-layout" className="flex min-h-dvh flex-col">
      <header className="flex h-top-bar items-center justify-between gap-2 px-3 sm:px-4">
        <BrandMark />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="grid flex-1 place-items-start px-3 py-6 sm:place-items-center sm:py-10">
        <div className="mx-auto w-full max-w-md rounded-xl border border-border bg-surface p-5 shadow-panel sm:p-7">
          {children}
        </div>
      </main>
    </div>
  );
}
