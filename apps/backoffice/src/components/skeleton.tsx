/** A pulsing placeholder for content that is loading. Hidden from assistive technology. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-skeleton rounded-md bg-skeleton ${className}`} />;
}
