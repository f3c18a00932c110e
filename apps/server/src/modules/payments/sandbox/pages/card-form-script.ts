import { SANDBOX_PAGES_PATH } from '../sandbox-ids.ts';

/**
 * The card form's browser script, served as its own file because the product's CSP forbids
 * inline script. The checkout's Pay asks for the card (a 'sandbox-card-request' message from
 * the framing page, same origin): it posts the card to the sandbox, shows field errors inline
 * (and answers 'sandbox-card-refused'), or hands the card token to the checkout. The card
 * number is cleared from the page once the sandbox has it.
 */
export const CARD_FORM_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('card-form');
  if (!form) return;
  var FIELDS = ['card_number', 'expiry', 'security_code', 'cardholder_name'];
  var busy = false;
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

  var handedOver = null;

  function handOver() {
    window.parent.postMessage(handedOver, window.location.origin);
  }

  function accept(card) {
    form.reset();
    form.hidden = true;
    summary.textContent = (BRANDS[card.brand] || 'Card') + ' ending ' + card.last4;
    accepted.hidden = false;
    accepted.focus();
    handedOver = { type: 'sandbox-card', cardIdentifier: card.cardIdentifier, brand: card.brand, last4: card.last4 };
    handOver();
  }

  function refuse() {
    window.parent.postMessage({ type: 'sandbox-card-refused' }, window.location.origin);
  }

  // The checkout's Pay asks for the card: one step for the shopper.
  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (!event.data || event.data.type !== 'sandbox-card-request' || busy) return;
    if (handedOver) handOver();
    else form.requestSubmit();
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    clearErrors();
    var body = { session_key: form.dataset.sessionKey };
    FIELDS.forEach(function (name) { body[name] = form.elements[name].value; });
    busy = true;
    fetch('${SANDBOX_PAGES_PATH}/card-identifiers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body)
    })
      .then(function (response) {
        return response.json().then(function (payload) {
          if (response.ok) return accept(payload);
          showErrors(payload.errors || {}, payload.message);
          refuse();
        });
      })
      .catch(function () {
        show(formError, 'The sandbox could not be reached. Please try again.');
        formError.focus();
        refuse();
      })
      .then(function () { busy = false; });
  });
})();
`;
