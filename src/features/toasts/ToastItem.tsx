// Part of ToastStack: one toast, its 5-second timer, swipe-to-dismiss and close button (docs/product.md §4, §9).
import { useEffect, useRef, useState } from 'react';
import { TOAST_MESSAGES } from './messages';
import { TOASTS } from './store';
import type { Toast } from './store';

interface Props {
  toast: Toast;
  /** True while keyboard focus is in the notification area: the timer waits. */
  paused: boolean;
  onClose: (id: number) => void;
}

const VARIANT_CLASSES = {
  success: 'border-emerald-700 bg-emerald-50 text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

const CLOSE_CLASSES = {
  success: 'text-ink hover:bg-emerald-100',
  destructive: 'text-white hover:bg-red-800 focus-visible:outline-white',
} as const;

/** A toast that closes itself after TOASTS.durationMs unless hovered or focused. */
export default function ToastItem({ toast, paused, onClose }: Props) {
  const [hovered, setHovered] = useState(false);
  const [swiping, setSwiping] = useState(false);
  const swipeStartX = useRef<number | null>(null);
  const remainingMs = useRef<number>(TOASTS.durationMs);

  useEffect(() => {
    if (paused || hovered) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onClose(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [paused, hovered, onClose, toast.id]);

  // Touch pointers stay captured by the toast; a mouse leaving it ends the gesture where it left.
  const endSwipe = (clientX: number) => {
    if (swipeStartX.current === null) return;
    const distance = clientX - swipeStartX.current;
    swipeStartX.current = null;
    setSwiping(false);
    if (distance >= TOASTS.swipeThresholdPx) onClose(toast.id);
  };

  return (
    <li
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={(event) => {
        setHovered(false);
        endSwipe(event.clientX);
      }}
      onPointerDown={(event) => {
        if (event.isPrimary) swipeStartX.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (swipeStartX.current !== null) setSwiping(event.clientX > swipeStartX.current);
      }}
      onPointerUp={(event) => endSwipe(event.clientX)}
      onPointerCancel={() => {
        swipeStartX.current = null;
        setSwiping(false);
      }}
      className={[
        'pointer-events-auto relative w-full touch-pan-y rounded-lg border p-4 pr-12 shadow-lg',
        'motion-safe:transition motion-safe:duration-200 starting:opacity-0 motion-safe:starting:translate-y-2',
        VARIANT_CLASSES[toast.variant],
        swiping ? 'translate-x-6 opacity-80' : '',
      ].join(' ')}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      <button
        type="button"
        onClick={() => onClose(toast.id)}
        className={`absolute top-2 right-2 rounded-md p-1.5 ${CLOSE_CLASSES[toast.variant]}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className="sr-only">{TOAST_MESSAGES.close}</span>
      </button>
    </li>
  );
}
