// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQuestions } from '../test/course.test-kit.ts';
import { CourseQuestionsForm } from './course-questions-form.tsx';

afterEach(cleanup);

const questions = testQuestions;

describe('CourseQuestionsForm', () => {
  it('shows Required under each missing answer and the summary, and keeps invalid answers', () => {
    const onValid = vi.fn();
    render(<CourseQuestionsForm questions={questions} initialAnswers={{}} onValid={onValid} />);
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
    render(<CourseQuestionsForm questions={questions} initialAnswers={{}} onValid={onValid} />);
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
    render(
      <CourseQuestionsForm questions={questions} initialAnswers={{ 2: 'Beginner' }} onValid={() => {}} />,
    );
    const form = screen.getByTestId('course-custom-questions');
    expect(within(form).getByLabelText('Any medical conditions?').tagName).toBe('TEXTAREA');
    expect((within(form).getByLabelText('Swimming ability') as HTMLSelectElement).value).toBe('Beginner');
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
  });
});
