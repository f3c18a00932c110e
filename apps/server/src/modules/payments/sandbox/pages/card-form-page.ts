import { TEST_CARDS } from '../../card-rules.ts';
import { SANDBOX_PAGES_PATH } from '../sandbox-ids.ts';
import { escapeHtml, renderPage } from './page-shell.ts';

export const CARD_FORM_SCRIPT_PATH = `${SANDBOX_PAGES_PATH}/card-form.js`;

interface FieldOptions {
  name: string;
  label: string;
  autocomplete: string;
  hint?: string;
  inputmode?: 'numeric' | 'text';
  maxlength: number;
}

function field(options: FieldOptions): string {
  const errorId = `${options.name}-error`;
  const hintId = `${options.name}-hint`;
  const describedBy = options.hint ? `${hintId} ${errorId}` : errorId;
  return [
    '<div class="field">',
    `<label for="${options.name}">${escapeHtml(options.label)}</label>`,
    options.hint ? `<span class="hint" id="${hintId}">${escapeHtml(options.hint)}</span>` : '',
    `<input id="${options.name}" name="${options.name}" type="text" autocomplete="${options.autocomplete}"`,
    ` inputmode="${options.inputmode ?? 'text'}" maxlength="${options.maxlength}" spellcheck="false"`,
    ` autocapitalize="off" required aria-describedby="${describedBy}">`,
    `<p class="error" id="${errorId}" hidden></p>`,
    '</div>',
  ].join('');
}

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The hosted card form the checkout shows in an iframe, with no button of its own: the
 * checkout's Pay asks its script for the card (one step for the shopper).
 */
export function renderCardFormPage(sessionKey: string): string {
  const body = [
    '<h1>Card details</h1>',
    `<form id="card-form" data-session-key="${escapeHtml(sessionKey)}" novalidate>`,
    field({
      name: 'card_number',
      label: 'Card number',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      maxlength: 23,
    }),
    '<div class="row">',
    field({ name: 'expiry', label: 'Expiry date', hint: 'MM/YY', autocomplete: 'cc-exp', maxlength: 7 }),
    field({
      name: 'security_code',
      label: 'Security code',
      hint: '3 or 4 digits',
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      maxlength: 4,
    }),
    '</div>',
    field({ name: 'cardholder_name', label: 'Name on card', autocomplete: 'cc-name', maxlength: 45 }),
    '<p class="error" id="form-error" role="alert" hidden></p>',
    '</form>',
    '<section id="card-accepted" role="status" tabindex="-1" hidden>',
    '<h2>Card accepted</h2>',
    '<p id="card-accepted-summary"></p>',
    '</section>',
    '<h2>Test cards</h2>',
    '<ul>',
    `<li><code>${spaced(TEST_CARDS.approves)}</code> approves</li>`,
    `<li><code>${spaced(TEST_CARDS.asksForThreeDSecure)}</code> asks for 3-D Secure</li>`,
    `<li><code>${spaced(TEST_CARDS.declines)}</code> is declined</li>`,
    '</ul>',
    '<p>Use any expiry date in the future, any 3-digit security code and any name.</p>',
  ].join('\n');
  return renderPage({ title: 'Card details · Sandbox payment', body, script: CARD_FORM_SCRIPT_PATH });
}
