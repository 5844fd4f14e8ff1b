import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from './spinner';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  testId: string;
  /** A two-column body (list and detail) needs more than the usual card width on larger screens. */
  wide?: boolean;
  /** Long content (a form of many fields): a full-screen sheet on a phone-sized window. */
  phoneSheet?: boolean;
  /**
   * Where keyboard focus goes when the dialog closes; by default back to what had it before the dialog
   * opened. A dialog opened over another dialog (from outside its React tree) names its opener here.
   */
  returnFocusTo?: () => HTMLElement | null;
  children?: ReactNode;
}

/**
 * The dialog panel: a centred card from `sm` up. On a phone-sized window a card too, as tall as what it
 * holds (a confirmation is a few lines, not a screen that is 80% empty) and scrolling inside once that
 * is more than the screen; a dialog of long content asks for a full-screen sheet instead.
 */
export function modalPanelClass(wide: boolean, phoneSheet = false): string {
  const phone = phoneSheet
    ? 'inset-0'
    : 'inset-x-3 top-1/2 max-h-[calc(100dvh-1.5rem)] -translate-y-1/2 rounded-xl border border-border';
  return `fixed ${phone} z-50 flex flex-col overflow-y-auto bg-bg-elevated p-5 text-text shadow-panel sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:p-6 ${wide ? 'sm:w-[min(56rem,calc(100vw-2rem))]' : 'sm:w-[min(28rem,calc(100vw-2rem))]'} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border sm:border-border`;
}

const loadDialog = () => import('./modal-dialog');
// The dialog code (Radix: focus trap, scroll lock, portals) is not needed to show a page, only once a
// dialog opens: it is its own chunk, fetched on the first intent to open one (preloadModal) at the latest.
const ModalDialog = lazy(loadDialog);

let preloaded = false;

/** Starts loading the dialog code (hover, focus or touch of something that opens a dialog). */
export function preloadModal(): void {
  if (preloaded) return;
  preloaded = true;
  loadDialog().catch(() => {
    // Offline or a stale deployment: opening the dialog tries again and shows its own error.
    preloaded = false;
  });
}

/** Shown for the moment the dialog code takes to arrive: the same overlay and panel, a spinner inside. */
function ModalPlaceholder({
  title,
  wide,
  phoneSheet,
}: {
  title: string;
  wide: boolean;
  phoneSheet: boolean;
}) {
  return (
    <>
      <div className="fixed inset-0 z-50 bg-overlay" />
      <div
        role="status"
        aria-busy="true"
        data-testid="modal-placeholder"
        className={modalPanelClass(wide, phoneSheet)}
      >
        <p className="mb-4 text-lg font-bold">{title}</p>
        <div className="grid flex-1 place-items-center py-8 text-muted">
          <Spinner className="size-6" />
        </div>
      </div>
    </>
  );
}

/**
 * A dialog that traps focus (Radix, in modal-dialog.tsx): a centred card as tall as its content (see
 * modalPanelClass). Nothing is rendered while closed.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <ModalPlaceholder
          title={props.title}
          wide={props.wide ?? false}
          phoneSheet={props.phoneSheet ?? false}
        />
      }
    >
      <ModalDialog {...props} />
    </Suspense>
  );
}
