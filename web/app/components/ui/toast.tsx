import { X } from '../../icons/icons.tsx';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
type Toast = ToastInput & { id: number };

/*
 * Toasts travel as window events rather than through a React context: the islands that show toasts
 * (web/app/lib/island.tsx: the forms, the newsletter box, the share card) are separate React roots, which no
 * provider could reach. Each of them brings a region (withToasts); the first to hydrate shows every toast of
 * the page, the others stay empty, so a page with two of them shows a toast once.
 */
const SHOW_EVENT = 'startsprong:toast';
const DISMISS_EVENT = 'startsprong:toast-dismiss';

function showToast(toast: ToastInput): void {
  window.dispatchEvent(new CustomEvent<ToastInput>(SHOW_EVENT, { detail: toast }));
}

function dismissToasts(variant: ToastVariant): void {
  window.dispatchEvent(new CustomEvent<ToastVariant>(DISMISS_EVENT, { detail: variant }));
}

/** Shows a short notification in the page's region (ToastRegion). */
export function useToast() {
  return showToast;
}

/** Takes down every toast of a variant: an error that no longer holds once the visitor tries again. */
export function useDismissToasts() {
  return dismissToasts;
}

const DISMISS_AFTER_MS = 7000;

const variantStyles: Record<ToastVariant, string> = {
  success: 'border-l-success',
  error: 'border-l-danger',
  info: 'border-l-brand-600',
};

/** Which region shows the page's toasts: the first that hydrated. */
let shownBy: symbol | null = null;

/**
 * The notifications of the page, at its foot. Only on pages with an island that shows toasts (withToasts):
 * a page without one loads no script for it.
 */
export function ToastRegion() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const dismissVariant = useCallback(
    (variant: ToastVariant) => setToasts((all) => all.filter((toast) => (toast.variant ?? 'info') !== variant)),
    [],
  );
  useEffect(() => {
    if (shownBy) return;
    const own = Symbol('toasts');
    shownBy = own;
    const onShow = (event: Event) => {
      const input = (event as CustomEvent<ToastInput>).detail;
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { ...input, id }]);
    };
    const onDismiss = (event: Event) => dismissVariant((event as CustomEvent<ToastVariant>).detail);
    window.addEventListener(SHOW_EVENT, onShow);
    window.addEventListener(DISMISS_EVENT, onDismiss);
    return () => {
      if (shownBy === own) shownBy = null;
      window.removeEventListener(SHOW_EVENT, onShow);
      window.removeEventListener(DISMISS_EVENT, onDismiss);
    };
  }, [dismissVariant]);

  // Both live regions exist from the first paint, so screen readers announce what is added later. No
  // landmark: a page with two toast islands would have two of the same name.
  return (
    <div className="toast-region">
      <div role="status" aria-live="polite" className="contents">
        {toasts
          .filter((t) => t.variant !== 'error')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {toasts
          .filter((t) => t.variant === 'error')
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
    </div>
  );
}

/**
 * An island that shows toasts, with the region that shows them, in the prerender and on the client alike.
 * Typed as the component it wraps: it takes the same props and hands them on unchanged.
 */
export function withToasts<C extends ComponentType<never>>(Component: C): C {
  const Inner = Component as ComponentType<object>;
  function WithToasts(props: object) {
    return (
      <>
        <Inner {...props} />
        <ToastRegion />
      </>
    );
  }
  return WithToasts as unknown as C;
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), DISMISS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  return (
    <div
      className={`animate-toast-in pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-control border border-line border-l-4 bg-white p-4 shadow-float ${variantStyles[toast.variant ?? 'info']}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="toast"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm text-ink-soft">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-muted hover:bg-canvas hover:text-ink"
        aria-label="Melding sluiten"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
