import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toastDurations } from './toast-store.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds toasts by id and removes them by id', () => {
    const store = createToastStore();
    const first = store.success('Successfully added item to the basket.');
    const second = store.danger('Payment was declined');
    expect(store.list().map((toast) => toast.id)).toEqual([first, second]);
    store.dismiss(first);
    expect(store.list().map((toast) => toast.text)).toEqual(['Payment was declined']);
  });

  it('closes after 5000 ms by default and after a preset when given', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.info('Default');
    store.warning('Short', { duration: toastDurations.short });
    vi.advanceTimersByTime(3000);
    expect(store.list().map((toast) => toast.text)).toEqual(['Default']);
    vi.advanceTimersByTime(2000);
    expect(store.list()).toEqual([]);
  });

  it('keeps loading toasts until dismissed and replaces a toast shown with the same id', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const id = store.loading('Saving');
    vi.advanceTimersByTime(60_000);
    expect(store.list()).toHaveLength(1);
    store.success('Saved', { id });
    expect(store.list()).toMatchObject([{ id, type: 'success', text: 'Saved', duration: 5000 }]);
  });
});
