// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
