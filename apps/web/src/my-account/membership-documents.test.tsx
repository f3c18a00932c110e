// @vitest-environment jsdom
import { type AccountMembership, MAX_DOCUMENT_BYTES } from '@leisure/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountDocument, accountMembership } from '../features/account/test/account.test-kit.ts';
import { todayIso } from '../lib/form-validation.ts';
import { type FakeRoute, failure, ok } from '../test/app-harness.test-kit.tsx';
import { answerGet, changes, renderAccount, resetAccountTest, toastTexts } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const membershipsPath = '/api/my-account/memberships';
const documentsPath = '/api/my-account/documents';
const PROOF = 'Proof of student status';

const student = (state: 'upload_required' | 'expiring_soon' | 'valid', expiresOn: string | null = null) =>
  accountMembership({
    id: 44,
    planName: 'Student Gym',
    planSlug: 'student-gym',
    benefits: [],
    discounts: [],
    guestPassesPerMonth: 0,
    requiredDocument: { kind: PROOF, state, expiresOn, daysLeft: state === 'expiring_soon' ? 12 : null },
  });

function memberships(current: () => AccountMembership[]): FakeRoute {
  return ({ method, path }) => (method === 'GET' && path === membershipsPath ? ok(current()) : undefined);
}

const noDocuments = answerGet(documentsPath, { required: [], documents: [] });
const pdf = (bytes = '%PDF-1.4 test', name = 'card.pdf', type = 'application/pdf') =>
  new File([bytes], name, { type });

async function uploadForm() {
  const card = await screen.findByTestId('membership-document');
  return { card, form: within(card).getByTestId('document-upload-form') };
}

const choose = (form: HTMLElement, file: File) =>
  fireEvent.change(within(form).getByLabelText(/^File/), { target: { files: [file] } });
const submit = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Upload document' }));

describe('a membership that needs a document', () => {
  it('says it needs uploading, with an accessible upload form; other memberships have none', async () => {
    renderAccount('/memberships', [
      memberships(() => [student('upload_required'), accountMembership()]),
      noDocuments,
    ]);
    const { card, form } = await uploadForm();
    expect(screen.getAllByTestId('membership-document')).toHaveLength(1);
    expect(within(card).getByRole('heading', { level: 4, name: PROOF })).toBeTruthy();
    expect(within(card).getByTestId('membership-document-state').textContent).toBe(
      `Needs uploadYour Student Gym membership needs ${PROOF}. Please upload it.`,
    );
    expect(form.getAttribute('aria-label')).toBe(`Upload your ${PROOF}`);
    const file = within(form).getByLabelText(/^File/) as HTMLInputElement;
    expect(file.type).toBe('file');
    expect(file.accept).toContain('.pdf,.jpg,.jpeg,.png');
    expect(file.getAttribute('aria-describedby')).toBe('membership-44-document-file-hint');
    const expiry = within(form).getByTestId('date-input') as HTMLInputElement;
    expect(expiry.type).toBe('date');
    expect(within(form).getByLabelText(/^Expiry date/)).toBe(expiry);
  });

  it('uploads the file as base64 with its expiry, says so, and shows the new state', async () => {
    let list = [student('upload_required')];
    const { calls } = renderAccount('/memberships', [
      memberships(() => list),
      noDocuments,
      ({ method, path }) => {
        if (method !== 'POST' || path !== documentsPath) return undefined;
        list = [student('valid', '2027-06-30')];
        return ok(accountDocument(), 201);
      },
    ]);
    const { form } = await uploadForm();
    choose(form, pdf());
    fireEvent.change(within(form).getByTestId('date-input'), { target: { value: '2099-06-30' } });
    submit(form);
    await waitFor(() => expect(toastTexts()[0]).toContain(`Thank you. Your ${PROOF} has been uploaded.`));
    expect(changes(calls)).toMatchObject([
      {
        method: 'POST',
        path: documentsPath,
        headers: { 'Idempotency-Key': expect.any(String), 'X-Requested-With': 'XMLHttpRequest' },
        body: {
          kind: PROOF,
          file_name: 'card.pdf',
          content_type: 'application/pdf',
          content_base64: btoa('%PDF-1.4 test'),
          expires_on: '2099-06-30',
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('membership-document-state').textContent).toBe(
        'UploadedWe have it. It expires on 30 June 2027.',
      ),
    );
  });

  it('checks the file and the date before sending, and focuses what is wrong', async () => {
    const { calls } = renderAccount('/memberships', [
      memberships(() => [student('upload_required')]),
      noDocuments,
    ]);
    const { form } = await uploadForm();
    const file = within(form).getByLabelText(/^File/);
    submit(form);
    expect(await within(form).findByText('Choose a file to upload')).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(file);

    choose(form, new File(['hello'], 'notes.docx', { type: 'application/msword' }));
    submit(form);
    expect(await within(form).findByText('Choose a PDF, JPEG or PNG file')).toBeTruthy();

    choose(form, new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'huge.pdf', { type: 'application/pdf' }));
    submit(form);
    expect(await within(form).findByText('The file must be 5 MB or smaller')).toBeTruthy();

    choose(form, pdf());
    fireEvent.change(within(form).getByTestId('date-input'), { target: { value: '2020-01-01' } });
    submit(form);
    expect(await within(form).findByText('The expiry date must be today or later')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByTestId('date-input'));
    expect(changes(calls)).toEqual([]);
  });

  it("shows the server's refusal under the file, or above the button", async () => {
    let answer = failure(422, 'The given data was invalid.', 'validation_failed', {
      content_type: ['This file is a PNG image, not a PDF. Please choose the file again.'],
    });
    renderAccount('/memberships', [
      memberships(() => [student('upload_required')]),
      noDocuments,
      ({ method }) => (method === 'POST' ? answer : undefined),
    ]);
    const { form } = await uploadForm();
    choose(form, pdf('not really a pdf'));
    submit(form);
    const message = await within(form).findByText(
      'This file is a PNG image, not a PDF. Please choose the file again.',
    );
    const file = within(form).getByLabelText(/^File/);
    expect(file.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(file));

    answer = failure(422, 'The given data was invalid.', 'validation_failed', {
      kind: ['None of your memberships needs this document.'],
    });
    submit(form);
    const refusal = await within(form).findByTestId('document-upload-refusal');
    expect(refusal.textContent).toBe('None of your memberships needs this document.');
    expect(refusal.getAttribute('role')).toBe('alert');
  });

  it('says when it expires soon, and lists the uploads with a download link', async () => {
    const expiring = accountDocument({ id: 41, fileName: 'card-2025.pdf', expiresOn: todayIso() });
    const rejected = accountDocument({ id: 40, fileName: 'blurry.jpg', status: 'rejected' });
    renderAccount('/memberships', [
      memberships(() => [student('expiring_soon', '2026-12-01')]),
      answerGet(documentsPath, { required: [], documents: [expiring, rejected] }),
    ]);
    const { card } = await uploadForm();
    expect(within(card).getByTestId('membership-document-state').textContent).toBe(
      'Expires soonIt expires on 1 December 2026 (in 12 days). Please upload a new one.',
    );
    const uploads = await within(card).findByTestId('document-uploads');
    const links = within(uploads).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['card-2025.pdf', '/api/my-account/documents/41/file'],
      ['blurry.jpg', '/api/my-account/documents/40/file'],
    ]);
    expect(uploads.textContent).toContain('Waiting for review');
    expect(uploads.textContent).toContain('Rejected');
  });

  it('keeps the form folded away while the document held is valid', async () => {
    renderAccount('/memberships', [memberships(() => [student('valid')]), noDocuments]);
    const card = await screen.findByTestId('membership-document');
    expect(within(card).getByTestId('membership-document-state').textContent).toBe(
      'UploadedWe have it. It does not expire.',
    );
    const details = card.querySelector('details');
    expect(details?.open).toBe(false);
    expect(within(card).getByText('Upload a new proof of student status').tagName).toBe('SUMMARY');
  });
});
