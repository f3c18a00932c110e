/**
 * Test-only: a stand-in for Opayo's drop-in checkout script (sagepay.js), served by the Opayo fake
 * where Opayo serves it (`{OPAYO_API_URL}/js/sagepay.js`), with the part of its API the checkout
 * calls: `sagepayCheckout({merchantSessionKey, containerSelector, onTokenise}).form()`,
 * `tokenise()` and `destroy()`. The card fields live in a frame on the fake's origin, which
 * creates the card identifier itself with the merchant session key; the page only hears the
 * identifier. Also the bank's 3-D Secure pages for a browser. Never imported by product code.
 */
export const SAGEPAY_JS_PATH = '/api/v1/js/sagepay.js';
export const DROP_IN_FRAME_PATH = '/api/v1/js/drop-in';

export function sagepayJsStandIn(origin: string): string {
  return `(function () {
  var API = ${JSON.stringify(origin)};
  window.sagepayCheckout = function (options) {
    var frame = null;
    var waiting = null;
    function listen(event) {
      if (!frame || event.origin !== API || event.source !== frame.contentWindow) return;
      if (event.data && event.data.type === 'resize') frame.style.height = event.data.height + 'px';
      if (event.data && event.data.type === 'tokenised' && event.data.replyTo === waiting) {
        waiting = null;
        options.onTokenise(event.data.result);
      }
    }
    window.addEventListener('message', listen);
    return {
      form: function () {
        var container = document.querySelector(options.containerSelector || '#sp-container');
        frame = document.createElement('iframe');
        frame.src = API + ${JSON.stringify(DROP_IN_FRAME_PATH)} + '?msk=' + encodeURIComponent(options.merchantSessionKey);
        frame.title = 'Card details (Opayo)';
        frame.style.cssText = 'width:100%;border:0;height:300px;display:block';
        container.appendChild(frame);
      },
      tokenise: function () {
        waiting = String(Math.random()).slice(2);
        frame.contentWindow.postMessage({ type: 'tokenise', id: waiting }, API);
      },
      destroy: function () {
        window.removeEventListener('message', listen);
        if (frame) frame.remove();
        frame = null;
      },
    };
  };
})();
`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;padding:2px;font:16px/1.5 system-ui,sans-serif;color:#1f2328}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input{width:100%;font:inherit;padding:.5rem .625rem;border:1px solid #6e7781;border-radius:6px}
input:focus,button:focus{outline:3px solid #0b62d6;outline-offset:1px}.error{color:#c62828;margin:.5rem 0 0;font-size:.875rem}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1rem;margin:.5rem .5rem 0 0}`;

/** The drop-in's card fields: it posts them to card-identifiers with the merchant session key. */
export function dropInFramePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card details</title><style>${STYLE}</style></head>
<body><form id="card" novalidate>
<label for="name">Name on card</label><input id="name" autocomplete="cc-name" aria-describedby="error">
<label for="number">Card number</label><input id="number" autocomplete="cc-number" inputmode="numeric" aria-describedby="error">
<label for="expiry">Expiry date (MMYY)</label><input id="expiry" autocomplete="cc-exp" inputmode="numeric" aria-describedby="error">
<label for="cvc">Security code</label><input id="cvc" autocomplete="cc-csc" inputmode="numeric" aria-describedby="error">
<p class="error" id="error" role="alert"></p></form>
<script>
(function () {
  var key = new URLSearchParams(location.search).get('msk');
  function value(id) { return document.getElementById(id).value.trim(); }
  // The frame is as tall as its fields (and an error), as the processors' own frames are.
  function size() { parent.postMessage({ type: 'resize', height: document.body.scrollHeight + 8 }, '*'); }
  size();
  // The body's height follows its fields, never the frame's: no loop.
  new ResizeObserver(size).observe(document.body);
  window.addEventListener('message', function (event) {
    if (event.source !== parent || !event.data || event.data.type !== 'tokenise') return;
    var reply = function (result) {
      document.getElementById('error').textContent = result.success ? '' : result.error.errorMessage;
      size();
      parent.postMessage({ type: 'tokenised', replyTo: event.data.id, result: result }, event.origin);
    };
    var body = { cardDetails: { cardholderName: value('name'), cardNumber: value('number').replace(/\\s/g, ''),
      expiryDate: value('expiry').replace(/\\D/g, ''), securityCode: value('cvc') } };
    fetch('/api/v1/card-identifiers', { method: 'POST', headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json().then(function (answer) { return { ok: response.ok, answer: answer }; }); })
      .then(function (outcome) {
        if (outcome.ok) reply({ success: true, cardIdentifier: outcome.answer.cardIdentifier });
        else {
          var first = (outcome.answer.errors || [])[0] || {};
          reply({ success: false, error: { errorCode: String(first.code || outcome.answer.code || ''), errorMessage: first.clientMessage || outcome.answer.description || 'Invalid card' } });
        }
      });
  });
})();
</script></body></html>`;
}

/** The bank's challenge: the shopper approves or fails; `creq` rides along. */
export function acsChallengePage(action: string, creq: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure check</title><style>${STYLE}</style></head>
<body><main><h1>3D Secure check</h1><p>Opayo stand-in bank: approve or fail the payment.</p>
<form method="post" action="${action}"><input type="hidden" name="creq" value="${creq}">
<button name="outcome" value="approve">Approve</button><button name="outcome" value="fail">Fail</button></form></main></body></html>`;
}

/** The bank's answer: a form that carries `cres` back to the merchant (sent at once, or by Continue). */
export function acsAnswerPage(notificationUrl: string, cres: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure check</title></head>
<body><form method="post" action="${notificationUrl}"><input type="hidden" name="cres" value="${cres}">
<button>Continue</button></form><script>document.forms[0].submit();</script></body></html>`;
}
