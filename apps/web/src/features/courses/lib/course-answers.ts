import type { Cart } from '@leisure/contracts';
import type { Answers } from '../../questions/lib/questions.ts';

const storageKey = (clientId: string, venueSlug: string, courseSlug: string) =>
  `course-answers:${clientId}:${venueSlug}:${courseSlug}`;

/**
 * The answers kept for this course in this tab, if any: the basket line takes them when the course
 * is booked, and they are offered again if it is booked again.
 */
export function loadAnswers(clientId: string, venueSlug: string, courseSlug: string): Answers | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(clientId, venueSlug, courseSlug));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const answers: Answers = {};
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') answers[key] = value;
    return answers;
  } catch {
    return null;
  }
}

export function saveAnswers(clientId: string, venueSlug: string, courseSlug: string, answers: Answers) {
  try {
    window.sessionStorage.setItem(storageKey(clientId, venueSlug, courseSlug), JSON.stringify(answers));
  } catch {
    // Storage can be full or blocked (private mode): the answers then live only in the form.
  }
}

/** The basket line a booked course became: the newest live line of the course. */
export function courseLineOf(cart: Cart, courseId: number): Cart['items'][number] | null {
  const lines = cart.items.filter(
    (item) => item.type === 'course' && String(item.listingId) === String(courseId) && !item.isExpired,
  );
  return lines.reduce<Cart['items'][number] | null>(
    (newest, line) => (newest === null || line.id > newest.id ? line : newest),
    null,
  );
}
