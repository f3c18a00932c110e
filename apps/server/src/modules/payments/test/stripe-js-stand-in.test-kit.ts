/**
 * Test-only: a stand-in for Stripe.js, served by the Stripe fake at STRIPE_JS_URL, with the part
 * of Stripe's browser API the checkout calls: `Stripe(pk)`, `elements({mode, amount, currency,
 * paymentMethodCreation: 'manual'})`, `elements.create('payment').mount()`, `elements.submit()`,
 * `createPaymentMethod({elements, params})` and `handleNextAction({clientSecret})`. As Stripe's
 * own, the card fields live in a frame on the fake's origin: the number goes from that frame to
 * the fake, and the page only ever hears the PaymentMethod id. Never imported by product code.
 */
export const STRIPE_JS_PATH = '/v3';
export const CARD_FRAME_PATH = '/elements/card';

export function stripeJsStandIn(origin: string): string {
  return `(function () {
  var API = ${JSON.stringify(origin)};
  function frameRequest(frame, message) {
    return new Promise(function (resolve) {
      var id = String(Math.random()).slice(2);
      function listen(event) {
        if (event.origin !== API || event.source !== frame.contentWindow) return;
        if (!event.data || event.data.replyTo !== id) return;
        window.removeEventListener('message', listen);
        resolve(event.data);
      }
      window.addEventListener('message', listen);
      message.id = id;
      frame.contentWindow.postMessage(message, API);
    });
  }
  function createElements(pk) {
    var frame = null;
    var handlers = {};
    function emit(name, payload) { (handlers[name] || []).forEach(function (handler) { handler(payload); }); }
    window.addEventListener('message', function (event) {
      if (!frame || event.origin !== API || event.source !== frame.contentWindow) return;
      if (event.data && event.data.type === 'change') emit('change', { complete: event.data.complete, empty: event.data.empty });
      if (event.data && event.data.type === 'resize') frame.style.height = event.data.height + 'px';
    });
    var payment = {
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        frame = document.createElement('iframe');
        frame.src = API + ${JSON.stringify(CARD_FRAME_PATH)} + '?key=' + encodeURIComponent(pk);
        frame.title = 'Secure payment input frame';
        frame.setAttribute('allow', 'payment *');
        frame.style.cssText = 'width:100%;border:0;height:260px;display:block';
        frame.addEventListener('load', function () { emit('ready', {}); });
        host.appendChild(frame);
      },
      on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return payment; },
      focus: function () { if (frame) frame.focus(); },
      unmount: function () { if (frame) frame.remove(); frame = null; },
      destroy: function () { payment.unmount(); handlers = {}; },
    };
    return {
      create: function (type) {
        if (type !== 'payment') throw new Error('The stand-in has only the Payment Element');
        return payment;
      },
      update: function () {},
      submit: function () {
        if (!frame) return Promise.resolve({ error: { type: 'validation_error', message: 'Nothing is mounted' } });
        return frameRequest(frame, { type: 'validate' }).then(function (answer) {
          return answer.error ? { error: answer.error } : {};
        });
      },
      _frame: function () { return frame; },
    };
  }
  function createStripe(pk) {
    return {
      _registerWrapper: function () {},
      elements: function () { return createElements(pk); },
      createPaymentMethod: function (options) {
        var frame = options.elements._frame();
        var details = (options.params && options.params.billing_details) || {};
        return frameRequest(frame, { type: 'create-payment-method', billingDetails: details }).then(function (answer) {
          return answer.error ? { error: answer.error } : { paymentMethod: answer.paymentMethod };
        });
      },
      handleNextAction: function (options) {
        var id = String(options.clientSecret).split('_secret_')[0];
        var url = API + '/v1/payment_intents/' + encodeURIComponent(id) + '?client_secret=' + encodeURIComponent(options.clientSecret);
        return fetch(url, { headers: { Authorization: 'Bearer ' + pk } }).then(function (response) {
          return response.json();
        }).then(function (intent) {
          if (intent.error) return { error: intent.error };
          if (intent.status === 'requires_action' && intent.next_action && intent.next_action.type === 'redirect_to_url') {
            // As Stripe.js does for a redirect: the bank's page, then back to the return_url.
            window.location.assign(intent.next_action.redirect_to_url.url);
            return new Promise(function () {});
          }
          if (intent.status === 'succeeded') return { paymentIntent: intent };
          return { error: intent.last_payment_error || { message: 'The payment needs another card' }, paymentIntent: intent };
        });
      },
    };
  }
  var StripeStandIn = function (pk) { return createStripe(pk); };
  StripeStandIn.version = 'endive';
  window.Stripe = StripeStandIn;
})();
`;
}

const PAGE_STYLE = `*{box-sizing:border-box}body{margin:0;padding:2px;font:16px/1.5 system-ui,sans-serif;color:#1f2328}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input{width:100%;font:inherit;padding:.5rem .625rem;border:1px solid #6e7781;border-radius:6px}
input:focus{outline:3px solid #0b62d6;outline-offset:1px}.row{display:flex;gap:.75rem}.row>div{flex:1}
.error{color:#c62828;margin:.5rem 0 0;font-size:.875rem}button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1rem;margin:.5rem .5rem 0 0}`;

/** The card fields' frame: it creates the PaymentMethod itself, with the publishable key. */
export function stripeCardFramePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card</title><style>${PAGE_STYLE}</style></head>
<body><form id="card" novalidate>
<label for="number">Card number</label><input id="number" autocomplete="cc-number" inputmode="numeric" aria-describedby="error">
<div class="row"><div><label for="expiry">Expiration date</label><input id="expiry" autocomplete="cc-exp" placeholder="MM / YY" aria-describedby="error"></div>
<div><label for="cvc">Security code</label><input id="cvc" autocomplete="cc-csc" inputmode="numeric" aria-describedby="error"></div></div>
<p class="error" id="error" role="alert"></p></form>
<script>
(function () {
  var key = new URLSearchParams(location.search).get('key');
  var fields = ['number', 'expiry', 'cvc'].map(function (id) { return document.getElementById(id); });
  var error = document.getElementById('error');
  function values() { return fields.map(function (field) { return field.value.trim(); }); }
  function problem() {
    var v = values();
    if (!v[0]) return 'Your card number is incomplete.';
    if (!/^\\d{1,2}\\s*\\/\\s*\\d{2,4}$/.test(v[1])) return "Your card's expiration date is incomplete.";
    if (!/^\\d{3,4}$/.test(v[2])) return "Your card's security code is incomplete.";
    return '';
  }
  function show(message) { error.textContent = message; size(); }
  // The frame is as tall as its fields (and an error), as the processors' own frames are.
  function size() { parent.postMessage({ type: 'resize', height: document.body.scrollHeight + 8 }, '*'); }
  size();
  // The body's height follows its fields, never the frame's: no loop.
  new ResizeObserver(size).observe(document.body);
  fields.forEach(function (field) {
    field.addEventListener('input', function () {
      var v = values();
      parent.postMessage({ type: 'change', complete: problem() === '', empty: !v[0] && !v[1] && !v[2] }, '*');
    });
  });
  window.addEventListener('message', function (event) {
    if (event.source !== parent || !event.data) return;
    var reply = function (answer) { answer.replyTo = event.data.id; parent.postMessage(answer, event.origin); };
    if (event.data.type === 'validate') {
      var found = problem();
      show(found);
      reply(found ? { error: { type: 'validation_error', message: found } } : {});
    }
    if (event.data.type === 'create-payment-method') {
      var v = values();
      var expiry = v[1].split('/').map(function (part) { return part.trim(); });
      var body = new URLSearchParams({ type: 'card', 'card[number]': v[0].replace(/\\s/g, ''), 'card[exp_month]': expiry[0],
        'card[exp_year]': expiry[1], 'card[cvc]': v[2], 'billing_details[name]': event.data.billingDetails.name || '' });
      fetch('/v1/payment_methods', { method: 'POST', headers: { Authorization: 'Bearer ' + key }, body: body })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (answer.error) { show(answer.error.message); reply({ error: answer.error }); }
          else reply({ paymentMethod: { id: answer.id, type: 'card', card: answer.card } });
        });
    }
  });
})();
</script></body></html>`;
}

/** Stripe's 3-D Secure test page: the shopper completes or fails the check. */
export function stripeChallengePage(intentId: string): string {
  const action = `/3ds/${encodeURIComponent(intentId)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure test payment</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>3D Secure test payment</h1><p>Stripe stand-in: complete or fail the authentication.</p>
<form method="post" action="${action}"><button name="outcome" value="approve">Complete authentication</button>
<button name="outcome" value="fail">Fail authentication</button></form></main></body></html>`;
}
