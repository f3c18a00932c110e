// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQuestions } from '../test/questions.test-kit.ts';
import { QuestionsForm } from './questions-form.tsx';

afterEach(cleanup);

const questions = testQuestions;

describe('QuestionsForm', () => {
  it('shows Required under each missing answer and the summary, and keeps invalid answers', () => {
    const onValid = vi.fn();
    render(<QuestionsForm questions={questions} initialAnswers={{}} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));

    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Please complete all required questions');
    expect(screen.getAllByText('Required')).toHaveLength(3);
    const text = screen.getByLabelText('Any medical conditions?');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(text.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Required',
    );
    expect(screen.getByLabelText(/Anything else\?/).getAttribute('aria-invalid')).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears messages as answers arrive and hands over valid answers', () => {
    const onValid = vi.fn();
    render(<QuestionsForm questions={questions} initialAnswers={{}} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));

    fireEvent.change(screen.getByLabelText('Any medical conditions?'), { target: { value: 'None' } });
    fireEvent.change(screen.getByLabelText('Swimming ability'), { target: { value: 'Confident' } });
    expect(screen.getAllByText('Required')).toHaveLength(1);

    const consent = screen.getByRole('group', { name: 'Photo consent' });
    fireEvent.click(within(consent).getByLabelText('No'));
    expect(screen.queryByText('Required')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(onValid).toHaveBeenCalledWith({ 1: 'None', 2: 'Confident', 3: 'no' });
  });

  it('renders text as a textarea, select as a select and yes/no as radios', () => {
    render(<QuestionsForm questions={questions} initialAnswers={{ 2: 'Beginner' }} onValid={() => {}} />);
    const form = screen.getByTestId('course-custom-questions');
    expect(within(form).getByLabelText('Any medical conditions?').tagName).toBe('TEXTAREA');
    expect((within(form).getByLabelText('Swimming ability') as HTMLSelectElement).value).toBe('Beginner');
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
  });

  it('moves focus to the first question left out, a yes/no question by its first choice', async () => {
    render(
      <QuestionsForm
        questions={questions}
        initialAnswers={{ 1: 'None', 2: 'Beginner' }}
        onValid={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Yes')));
  });

  it('submits on each new check signal: what is left out is shown and focused, valid answers are sent', async () => {
    const onValid = vi.fn();
    const view = (signal: number) => (
      <QuestionsForm
        questions={questions}
        initialAnswers={{ 2: 'Beginner', 3: 'yes' }}
        onValid={onValid}
        checkSignal={signal}
        focusOnCheck
        testId="booking-questions"
      />
    );
    const { rerender } = render(view(0));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(view(1));
    expect(screen.getByRole('alert').textContent).toBe('Please complete all required questions');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Any medical conditions?')),
    );
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Any medical conditions?'), { target: { value: 'None' } });
    rerender(view(2));
    expect(onValid).toHaveBeenCalledWith({ 1: 'None', 2: 'Beginner', 3: 'yes' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's messages under their questions and says so while saving", () => {
    render(
      <QuestionsForm
        questions={questions}
        initialAnswers={{}}
        onValid={() => {}}
        isSaving
        problem={{
          summary: 'Please complete all required questions',
          errors: { 2: 'Choose one of the options.' },
        }}
      />,
    );
    const select = screen.getByLabelText('Swimming ability');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose one of the options.',
    );
    expect(document.activeElement).toBe(select);
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-disabled')).toBe('true');
  });
});
