import type { ReactNode } from 'react';
import { leavePageToBrowser } from '../../lib/page-environment.ts';

export const toastTypes = ['success', 'danger', 'info', 'warning', 'blank', 'custom', 'loading'] as const;
export type ToastType = (typeof toastTypes)[number];

/** Notification colours, which can override the type's own. */
export type ToastColour = 'info' | 'danger' | 'success' | 'warning';

/** Presets in ms; the default is 5000. */
export const toastDurations = { short: 3000, medium: 5000, long: 10000 } as const;
export const defaultToastDuration = toastDurations.medium;
/** Once the pointer or focus leaves a toast, it stays at least this long, to be read to the end. */
const minimumAfterResumeMs = 1500;

export interface Toast {
  id: string;
  type: ToastType;
  title: string | null;
  text: string;
  colour: ToastColour | null;
  /** For the custom type: what to render instead of the title and text. */
  component: ReactNode | null;
  /** Milliseconds before it closes itself; Infinity keeps it until dismissed. */
  duration: number;
}

export interface ToastInput {
  type?: ToastType;
  title?: string | null;
  text?: string;
  colour?: ToastColour | null;
  component?: ReactNode;
  duration?: number;
  /** Reusing an id replaces that toast (e.g. a loading toast turning into a success). */
  id?: string;
}

type Listener = () => void;

export function createToastStore() {
  let toasts: Toast[] = [];
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** When each running timer ends, and what is left of a paused one (ms). */
  const endsAt = new Map<string, number>();
  const pausedLeft = new Map<string, number>();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const startTimer = (id: string, ms: number) => {
    endsAt.set(id, Date.now() + ms);
    timers.set(
      id,
      setTimeout(() => dismiss(id), ms),
    );
  };

  const dismiss = (id: string) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    endsAt.delete(id);
    pausedLeft.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const show = (input: ToastInput): string => {
    counter += 1;
    // The server keeps no toasts (they would outlive the request): the page is left to the browser.
    if (leavePageToBrowser()) return input.id ?? `toast-${counter}`;
    const type = input.type ?? 'blank';
    const toast: Toast = {
      id: input.id ?? `toast-${counter}`,
      type,
      title: input.title ?? null,
      text: input.text ?? '',
      colour: input.colour ?? null,
      component: input.component ?? null,
      duration: input.duration ?? (type === 'loading' ? Number.POSITIVE_INFINITY : defaultToastDuration),
    };
    dismiss(toast.id);
    toasts = [...toasts, toast];
    if (Number.isFinite(toast.duration)) startTimer(toast.id, toast.duration);
    emit();
    return toast.id;
  };

  const typed =
    (type: ToastType) =>
    (text: string, options: Omit<ToastInput, 'type' | 'text'> = {}) =>
      show({ ...options, type, text });

  return {
    list: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show,
    dismiss,
    /** Holds a toast open while it is hovered or has focus (WCAG 2.2.1): its time stops. */
    pause(id: string) {
      const timer = timers.get(id);
      const end = endsAt.get(id);
      if (!timer || end === undefined) return;
      clearTimeout(timer);
      timers.delete(id);
      pausedLeft.set(id, Math.max(0, end - Date.now()));
    },
    /** Lets a paused toast's time run again, from where it stopped (at least a second and a half). */
    resume(id: string) {
      const left = pausedLeft.get(id);
      if (left === undefined) return;
      pausedLeft.delete(id);
      startTimer(id, Math.max(left, minimumAfterResumeMs));
    },
    clear() {
      for (const toast of toasts) dismiss(toast.id);
    },
    success: typed('success'),
    danger: typed('danger'),
    info: typed('info'),
    warning: typed('warning'),
    loading: typed('loading'),
    blank: typed('blank'),
  };
}

/** The app's toasts: `toast.danger('...')`, `toast.dismiss(id)`. */
export const toast = createToastStore();
