// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreFormDrafts, saveFormDrafts } from './form-drafts.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function DetailsForm() {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [marketing, setMarketing] = useState(false);
  return (
    <form aria-label="Your details">
      <input id="first_name" aria-label="First name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea id="notes" aria-label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <input
        id="marketing"
        type="checkbox"
        aria-label="News by email"
        checked={marketing}
        onChange={(e) => setMarketing(e.target.checked)}
      />
      <input id="password" type="password" aria-label="Password" defaultValue="" />
      <output data-testid="state">{`${name}/${notes}/${marketing}`}</output>
    </form>
  );
}

const type = (label: string, value: string) => {
  const field = screen.getByLabelText(label) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('form drafts across the reload of an ended session', () => {
  it("puts back what was typed into the same page's form, as React state, but never a password", async () => {
    render(<DetailsForm />);
    act(() => {
      type('First name', 'Ada');
      type('Notes', 'Left-handed');
      type('Password', 'Secret-Password-1');
      screen.getByLabelText('News by email').click();
    });
    saveFormDrafts();
    expect(sessionStorage.getItem('leisure:form-drafts')).not.toContain('Secret-Password-1');
    cleanup();

    // The reloaded page: the form appears once its data has loaded.
    const stop = restoreFormDrafts();
    await act(async () => {
      render(<DetailsForm />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('state').textContent).toBe('Ada/Left-handed/true');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('leisure:form-drafts')).toBeNull();
    stop();
  });

  it('does not fill another page', () => {
    render(<DetailsForm />);
    act(() => type('First name', 'Ada'));
    saveFormDrafts();
    cleanup();
    window.history.pushState({}, '', '/another-page');
    restoreFormDrafts()();
    render(<DetailsForm />);
    expect(screen.getByTestId('state').textContent).toBe('//false');
    window.history.pushState({}, '', '/');
  });
});
