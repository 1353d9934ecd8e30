import { useSyncExternalStore, type ReactNode } from 'react';
import { TIMING } from '../../shared/limits.js';
import type { ToastVariant } from '../components/ui/toast.js';

/** docs/product-spec.md, section 9: one notification visible at a time; a dismissed one stays in memory 1,000,000 ms. */
const TOAST_LIMIT = 1;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's 5000 ms when absent. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

// A module-level store, so toast() can be called from mutation callbacks and plain functions, not only components.
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TIMING.toastRemoveDelayMs),
  );
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/**
 * Shows a notification: `toast({ title: 'Profile created!' })`,
 * `toast({ title: 'Login failed', description: message, variant: 'destructive' })`.
 */
export function toast(options: ToastOptions): { id: string; dismiss: () => void; update: (next: ToastOptions) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => emit(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

const readToasts = () => toasts;
/** The server renders pages without notifications. */
const NO_TOASTS: ToastItem[] = [];
const noToasts = () => NO_TOASTS;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts to render (used by the Toaster) plus the same toast/dismiss functions. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, readToasts, noToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
