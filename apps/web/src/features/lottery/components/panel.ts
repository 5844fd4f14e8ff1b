/** The card every lottery section sits in (as the in-house games'). */
export const panelClass = 'rounded-xl border border-border bg-surface p-4 sm:p-5';
