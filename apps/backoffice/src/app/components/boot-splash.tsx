/** Shown before translations and the first route are ready: deliberately without text. */
export function BootSplash() {
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-surface-3" aria-hidden="true">
      <div className="animate-top-loader h-full w-2/5 bg-accent" />
    </div>
  );
}
