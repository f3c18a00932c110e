// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

afterEach(cleanup);

describe('Toaster', () => {
  it('announces errors assertively and other toasts politely', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.danger('User signed out');
      store.success('Successfully cleared order.', { title: 'Done' });
    });
    expect(within(screen.getByRole('alert')).getByText('User signed out')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Successfully cleared order.')).toBeTruthy();
    expect(screen.getAllByTestId('notification-toast')).toHaveLength(2);
  });

  it('dismisses a toast with its close button', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.info('Hello');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('notification-toast')).toBeNull();
  });
});

describe('Toaster timing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays open while hovered or focused, and closes after its time once left', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.success('Successfully added item to the basket.');
    });
    const item = screen.getByTestId('notification-toast');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByTestId('notification-toast')).toBe(item);
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    // Still focused: still open.
    expect(screen.queryByTestId('notification-toast')).not.toBeNull();
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => {
      vi.advanceTimersByTime(1400);
    });
    expect(screen.queryByTestId('notification-toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('notification-toast')).toBeNull();
  });
});
