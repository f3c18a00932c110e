import { SANDBOX_PAGES_PATH } from '../sandbox-ids.ts';

/**
 * The card form's browser script, served as its own file because the product's CSP forbids
 * inline script. It posts the card to the sandbox (same origin), shows field errors inline,
 * and hands the card token to the checkout page that framed it. The card number is cleared
 * from the page once the sandbox has it.
 */
export const CARD_FORM_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('card-form');
  if (!form) return;
  var FIELDS = ['card_number', 'expiry', 'security_code', 'cardholder_name'];
  var submit = form.querySelector('button[type="submit"]');
  var formError = document.getElementById('form-error');
  var accepted = document.getElementById('card-accepted');
  var summary = document.getElementById('card-accepted-summary');
  var BRANDS = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

  function show(element, text) {
    element.textContent = text;
    element.hidden = !text;
  }

  function clearErrors() {
    FIELDS.forEach(function (name) {
      form.elements[name].removeAttribute('aria-invalid');
      show(document.getElementById(name + '-error'), '');
    });
    show(formError, '');
  }

  function showErrors(errors, message) {
    var first = null;
    FIELDS.forEach(function (name) {
      var messages = errors[name] || [];
      if (messages.length === 0) return;
      form.elements[name].setAttribute('aria-invalid', 'true');
      show(document.getElementById(name + '-error'), messages.join('. '));
      if (!first) first = form.elements[name];
    });
    var others = Object.keys(errors).filter(function (key) { return FIELDS.indexOf(key) === -1; });
    if (!first || others.length > 0) {
      var text = others.map(function (key) { return errors[key].join('. '); }).join('. ');
      show(formError, text || message || 'The card could not be checked. Please try again.');
    }
    (first || formError).focus();
  }

  function accept(card) {
    form.reset();
    form.hidden = true;
    summary.textContent = (BRANDS[card.brand] || 'Card') + ' ending ' + card.last4;
    accepted.hidden = false;
    accepted.focus();
    window.parent.postMessage(
      { type: 'sandbox-card', cardIdentifier: card.cardIdentifier, brand: card.brand, last4: card.last4 },
      window.location.origin
    );
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    var body = { session_key: form.dataset.sessionKey };
    FIELDS.forEach(function (name) { body[name] = form.elements[name].value; });
    submit.disabled = true;
    fetch('${SANDBOX_PAGES_PATH}/card-identifiers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body)
    })
      .then(function (response) {
        return response.json().then(function (payload) {
          if (response.ok) accept(payload);
          else showErrors(payload.errors || {}, payload.message);
        });
      })
      .catch(function () {
        show(formError, 'The sandbox could not be reached. Please try again.');
        formError.focus();
      })
      .then(function () { submit.disabled = false; });
  });
})();
`;
