/**
 * What the customer had typed in the page's open forms, kept across the reload that follows an
 * ended session (a 401 logs out and reloads, docs/product.md), and put back as the forms appear
 * again. Passwords and card details are never kept; drafts live in this tab only
 * (sessionStorage) and for a few minutes.
 */

const storageKey = 'leisure:form-drafts';
/** A draft older than this is not put back. */
const keepForMs = 10 * 60_000;
/** How long after loading the page forms may still appear (their data loading) to be filled. */
const watchForMs = 15_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldDraft {
  key: string;
  value: string;
  checked?: boolean;
}

interface PageDrafts {
  page: string;
  savedAt: number;
  fields: FieldDraft[];
}

const pageOf = (location: Location) => `${location.pathname}${location.search}`;

const skippedTypes = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** Fields worth keeping: named, typed by the customer, and no secret. */
function isKept(field: Field): boolean {
  if (keyOf(field) === '' || field.disabled) return false;
  if (field instanceof HTMLInputElement && skippedTypes.has(field.type)) return false;
  const autocomplete = field.getAttribute('autocomplete') ?? '';
  return !autocomplete.startsWith('cc-') && !/card|cvc|cvv|password/i.test(keyOf(field));
}

function keyOf(field: Field): string {
  const form = field.form?.getAttribute('aria-label') ?? field.form?.id ?? '';
  const name = field.name || field.id;
  if (name === '') return '';
  const isChoice = field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
  return `${form}|${name}${isChoice ? `=${field.value}` : ''}`;
}

function fieldsOf(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('form input, form textarea, form select')].filter(isKept);
}

function draftOf(field: Field): FieldDraft | undefined {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    return field.checked === field.defaultChecked
      ? undefined
      : { key: keyOf(field), value: '', checked: field.checked };
  }
  return field.value === '' ? undefined : { key: keyOf(field), value: field.value };
}

/** Keeps the page's typed values for the next load of the same page in this tab. */
export function saveFormDrafts(): void {
  const fields = fieldsOf(document).flatMap((field) => draftOf(field) ?? []);
  try {
    if (fields.length === 0) sessionStorage.removeItem(storageKey);
    else {
      const drafts: PageDrafts = { page: pageOf(window.location), savedAt: Date.now(), fields };
      sessionStorage.setItem(storageKey, JSON.stringify(drafts));
    }
  } catch {
    // Storage refused (private mode, full): the reload still happens, without the drafts.
  }
}

function takeDrafts(): PageDrafts | undefined {
  try {
    const text = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    const drafts = text ? (JSON.parse(text) as PageDrafts) : undefined;
    if (!drafts || drafts.page !== pageOf(window.location)) return undefined;
    return Date.now() - drafts.savedAt < keepForMs ? drafts : undefined;
  } catch {
    return undefined;
  }
}

/** Sets a value the way typing does, so React's controlled fields take it. */
function fill(field: Field, draft: FieldDraft): void {
  if (draft.checked !== undefined) {
    if (field instanceof HTMLInputElement && field.checked !== draft.checked) field.click();
    return;
  }
  if (field.value === draft.value) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, draft.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Puts back the drafts saved for this page, into its fields as they appear (a form often shows
 * once its data has loaded); each field is filled once, only while still empty. Answers a stop.
 */
export function restoreFormDrafts(): () => void {
  const drafts = takeDrafts();
  if (!drafts) return () => {};
  const waiting = new Map(drafts.fields.map((draft) => [draft.key, draft]));
  const fillFound = () => {
    for (const field of fieldsOf(document)) {
      const draft = waiting.get(keyOf(field));
      if (!draft) continue;
      if (draft.checked !== undefined || field.value === '') fill(field, draft);
      waiting.delete(draft.key);
    }
    if (waiting.size === 0) stop();
  };
  const observer = new MutationObserver(fillFound);
  const timer = window.setTimeout(() => stop(), watchForMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  fillFound();
  return stop;
}
