// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, type ButtonVariant } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('renders the primary, secondary and text variants as buttons', () => {
    render(
      <>
        <Button>Book</Button>
        <Button variant="secondary">Later</Button>
        <Button variant="text" size="small">
          Skip
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Book' }).getAttribute('type')).toBe('button');
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('throws for any other variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button variant={'danger' as ButtonVariant}>Delete</Button>)).toThrow(
      /Unknown button variant/,
    );
  });
});
