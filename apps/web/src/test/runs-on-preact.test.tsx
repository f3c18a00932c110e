// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component as PreactComponent } from 'preact';
import { createRoot as preactCreateRoot } from 'preact/compat/client';
import { Component, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  cleanup();
  document.title = '';
});

function Greeting() {
  const [name, setName] = useState('nobody');
  useEffect(() => setName('Ada'), []);
  return <p>Hello {name}</p>;
}

function NameField() {
  const [name, setName] = useState('');
  return (
    <label>
      Name <input value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </label>
  );
}

/** Titles the page in an effect once its "request" has answered, outside any `act`. */
function LoadedPage() {
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    void Promise.resolve().then(() => setPage('Timetable'));
  }, []);
  useEffect(() => {
    if (page) document.title = page;
  }, [page]);
  return page ? <h1>{page}</h1> : null;
}

describe('the unit tests', () => {
  it('run on Preact, as the production build does', () => {
    expect(Component).toBe(PreactComponent);
    expect(createRoot).toBe(preactCreateRoot);
  });

  it('render through Testing Library with effects flushed by act', () => {
    const { container } = render(<Greeting />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    // Preact keeps its tree on the container as `__k`; React would leave a `__reactContainer$` key.
    expect(container).toHaveProperty('__k');
    expect(Object.keys(container).filter((key) => key.startsWith('__react'))).toEqual([]);
  });

  it("reach a text field's onChange with fireEvent.change, which compat hears as input", () => {
    render(<NameField />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.getByRole('status').textContent).toBe('Ada');
  });

  it('find a page only once the effects Preact runs after the frame have run', async () => {
    render(<LoadedPage />);
    await screen.findByRole('heading', { name: 'Timetable' });
    expect(document.title).toBe('Timetable');
  });
});
