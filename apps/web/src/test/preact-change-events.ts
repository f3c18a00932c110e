/**
 * `fireEvent.change` as a browser would deliver it to Preact (docs/decisions/0026-unit-tests-on-preact.md).
 *
 * preact/compat listens for React's `onChange` on text fields as `input`, the event a browser fires on
 * every keystroke, so a lone synthetic `change` reaches no handler. Typing fires `input` before the field
 * commits with `change`; the tests' `fireEvent.change` now fires both, in that order. Checkboxes, radios,
 * file inputs and selects keep a real `change` in compat and are left alone.
 */
if (typeof document !== 'undefined') {
  const { createEvent, fireEvent } = await import('@testing-library/dom');
  const fireChange = fireEvent.change;

  const isTypedInto = (node: unknown) =>
    node instanceof HTMLTextAreaElement ||
    (node instanceof HTMLInputElement && !['file', 'checkbox', 'radio'].includes(node.type));

  fireEvent.change = (node, init) => {
    if (!isTypedInto(node)) return fireChange(node, init);
    const isInputAllowed = fireEvent(node, createEvent.input(node, init));
    return fireChange(node, init) && isInputAllowed;
  };
}

// A module, for the `await import` above: the server's unit tests share the project and have no DOM.
export {};
