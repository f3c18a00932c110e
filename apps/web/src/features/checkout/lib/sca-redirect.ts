import type { ScaSessionData } from './payment-state.ts';

/**
 * Sends the whole window (never the card frame) to the bank's 3-D Secure page: a plain redirect,
 * or a form posted with the fields the provider gave.
 */
export function goToScaPage(sca: ScaSessionData, doc: Document = document): void {
  if (sca.scaMethod === 'redirect') {
    doc.defaultView?.location.assign(sca.scaUrl);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = sca.scaUrl;
  form.target = '_top';
  form.hidden = true;
  for (const [name, value] of Object.entries(sca.formData)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
