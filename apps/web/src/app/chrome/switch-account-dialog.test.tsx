// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwitchAccountDialog } from './switch-account-dialog.tsx';

const checksum = 'a'.repeat(64);
const sam = { firstName: 'Sam', email: 's•••@example.com', isCurrentUser: false };

function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      const data = path === '/api/auth/logout' ? { loggedOut: true } : { user: {} };
      return new Response(JSON.stringify({ data, checksum }), { status: 200 });
    }),
  );
  return asked;
}

function Harness() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <main id="main" tabIndex={-1}>
        Page
      </main>
      {isOpen ? (
        <SwitchAccountDialog code="code" current="Alex" linked={sam} onDone={() => setIsOpen(false)} />
      ) : null}
    </QueryClientProvider>
  );
}

function renderDialog() {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  render(<Harness />, { container: root });
  return root;
}

afterEach(() => {
  cleanup();
  document.getElementById('root')?.remove();
  vi.unstubAllGlobals();
});

describe('SwitchAccountDialog', () => {
  it('asks, with staying focused first; staying calls nothing and gives focus to the page', async () => {
    const asked = serve();
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Continue as Sam?' });
    expect(dialog.textContent).toContain(
      'You are logged in as Alex. This link is for Sam (s•••@example.com).',
    );
    const stay = screen.getByRole('button', { name: 'Stay as Alex' });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(asked).toEqual([]);
  });

  it('switching logs out first, then uses the code', async () => {
    const asked = serve();
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Continue as Sam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toEqual(['/api/auth/logout', '/api/auth/session']);
  });
});
