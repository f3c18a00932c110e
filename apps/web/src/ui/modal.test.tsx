// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} labelledBy="modal-heading">
        <h2 id="modal-heading">Log in</h2>
        <input aria-label="Username" data-autofocus />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, makes the app inert, and gives focus back on Escape', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    render(<Harness />, { container: root });
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(root.inert).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
    expect(document.activeElement).toBe(opener);
    root.remove();
  });
});
