import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** A drop-down menu module: its default export renders the real trigger and menu (Radix). */
export type MenuModule<P> = { default: ComponentType<P & { defaultOpen?: boolean }> };
export type MenuLoader<P> = () => Promise<MenuModule<P>>;

/** What the placeholder trigger spreads on its button: menu semantics and the handlers that load. */
export interface PlaceholderTriggerProps {
  type: 'button';
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  'data-state': 'closed';
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

// Loaded menu components by loader, so a second instance (header and side menu) renders the real one.
const loadedMenus = new Map<unknown, ComponentType<never>>();
const pendingMenus = new Map<unknown, Promise<ComponentType<never>>>();

function loadMenu<P>(load: MenuLoader<P>): Promise<ComponentType<P & { defaultOpen?: boolean }>> {
  type Menu = ComponentType<P & { defaultOpen?: boolean }>;
  const known = loadedMenus.get(load);
  if (known) return Promise.resolve(known as Menu);
  let pending = pendingMenus.get(load) as Promise<Menu> | undefined;
  if (!pending) {
    pending = load().then(
      (module) => {
        loadedMenus.set(load, module.default as ComponentType<never>);
        pendingMenus.delete(load);
        return module.default;
      },
      (error: unknown) => {
        pendingMenus.delete(load);
        throw error;
      },
    );
    pendingMenus.set(load, pending as Promise<ComponentType<never>>);
  }
  return pending;
}

/**
 * A drop-down menu whose code (Radix: positioning, focus management, dismissal) loads on the first sign
 * of use — the trigger hovered, focused or touched — instead of with the page. Until then
 * `renderPlaceholder` draws the trigger exactly as the menu module does; a press (or Enter, Space,
 * ArrowDown) before the code has arrived opens the menu as soon as it has. Focus moves to the real
 * trigger when it replaces a focused placeholder.
 */
export function DeferredMenu<P extends object>({
  load,
  props,
  renderPlaceholder,
}: {
  load: MenuLoader<P>;
  props: P;
  renderPlaceholder: (trigger: PlaceholderTriggerProps) => ReactElement;
}) {
  const [Menu, setMenu] = useState<ComponentType<P & { defaultOpen?: boolean }> | null>(
    () => (loadedMenus.get(load) as ComponentType<P & { defaultOpen?: boolean }> | undefined) ?? null,
  );
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const focusOnSwap = useRef(false);

  useLayoutEffect(() => {
    if (!Menu || !focusOnSwap.current) return;
    focusOnSwap.current = false;
    wrapper.current?.querySelector<HTMLElement>('button')?.focus();
  }, [Menu]);

  const start = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    loadMenu(load).then(
      (component) => {
        focusOnSwap.current = wrapper.current?.contains(document.activeElement) ?? false;
        setMenu(() => component);
      },
      () => {
        // Offline or a stale deployment: the placeholder stays and the next press tries again.
        setOpenOnLoad(false);
      },
    );
  };

  if (Menu) {
    return (
      <span ref={wrapper} className="contents">
        <Menu {...props} defaultOpen={openOnLoad} />
      </span>
    );
  }
  return (
    <span ref={wrapper} className="contents">
      {renderPlaceholder({
        type: 'button',
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        'data-state': 'closed',
        onPointerEnter: () => start(false),
        onFocus: () => start(false),
        onTouchStart: () => start(false),
        // Radix opens a drop-down on pointer down (primary button, no ctrl) and on these keys.
        onPointerDown: (event) => {
          if (event.button === 0 && !event.ctrlKey) start(true);
        },
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            start(true);
          }
        },
      })}
    </span>
  );
}
