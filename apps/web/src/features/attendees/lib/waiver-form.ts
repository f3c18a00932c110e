import {
  NAME_MAX_LENGTH,
  SIGNED_NAME_MAX_LENGTH,
  type WaiverLine,
  type WaiverSignature,
  waiverMessages,
} from '@leisure/contracts';
import { z } from 'zod';
import { formMessages, pastDate, requiredText } from '../../../lib/form-validation.ts';
import { onFirstUse } from '../../../lib/lazy-schema.ts';
import { emptyDraft, type SlotDraft, slotKey } from './saved-attendees.ts';

/** One attendee place still to sign on a basket line. */
export interface Slot {
  key: string;
  cartItemId: number;
  /** 1-based, among all the line's attendees (those signed come first). */
  number: number;
}

/** The places of each line that nobody has signed for yet. */
export function slotsOf(line: WaiverLine): Slot[] {
  const remaining = Math.max(line.quantity - line.signed.length, 0);
  return Array.from({ length: remaining }, (_, index) => ({
    key: slotKey(line.cartItemId, index),
    cartItemId: line.cartItemId,
    number: line.signed.length + index + 1,
  }));
}

/** The ids of a slot's controls; error messages hang off them. */
export const slotFieldIds = (key: string) => ({
  slot: `attendee-${key}`,
  previous: `attendee-${key}-search`,
  firstName: `attendee-${key}-first-name`,
  lastName: `attendee-${key}-last-name`,
  dateOfBirth: `attendee-${key}-date-of-birth`,
  accepted: `attendee-${key}-accepted`,
  signedName: `attendee-${key}-signed-name`,
});

type SlotField = keyof ReturnType<typeof slotFieldIds>;
/** Messages by control id. */
export type SlotErrors = Record<string, string>;

const newAttendeeForm = onFirstUse(() =>
  z.object({
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    dateOfBirth: pastDate(),
  }),
);
const signatureForm = onFirstUse(() =>
  z.object({
    signedName: requiredText(SIGNED_NAME_MAX_LENGTH),
    accepted: z.literal(true, { error: formMessages.checkboxRequired }),
  }),
);

function issuesOf(result: z.ZodSafeParseResult<unknown>, put: (field: SlotField, message: string) => void) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') put(field as SlotField, issue.message);
  }
}

/** The signature a slot sends, or its messages when something is missing. */
function checkSlot(slot: Slot, draft: SlotDraft, chosen: Set<string>) {
  const ids = slotFieldIds(slot.key);
  const errors: SlotErrors = {};
  const put = (field: SlotField, message: string) => {
    errors[ids[field]] ??= message;
  };
  let attendee: Pick<WaiverSignature, 'attendee_id' | 'attendee'> | null = null;
  if (draft.mode === 'previous') {
    const previous = draft.previous;
    if (!previous) put('previous', waiverMessages.chooseAttendee);
    else if (chosen.has(`${slot.cartItemId}:${previous.id}`))
      put('previous', 'Already signing for this booking');
    else {
      chosen.add(`${slot.cartItemId}:${previous.id}`);
      attendee = { attendee_id: previous.id };
    }
  } else {
    const result = newAttendeeForm().safeParse(draft.newAttendee);
    issuesOf(result, put);
    if (result.success) {
      const { firstName, lastName, dateOfBirth } = result.data;
      attendee = { attendee: { first_name: firstName, last_name: lastName, date_of_birth: dateOfBirth } };
    }
  }
  const signature = signatureForm().safeParse({ signedName: draft.signedName, accepted: draft.accepted });
  issuesOf(signature, put);
  if (!attendee || !signature.success) return { errors, waiver: null };
  const waiver: WaiverSignature = {
    cart_item_id: slot.cartItemId,
    ...attendee,
    signed_name: signature.data.signedName,
    accepted: true,
  };
  return { errors, waiver };
}

/** Every slot's signature, or the messages of those not ready (in page order). */
export function checkSlots(slots: readonly Slot[], drafts: Readonly<Record<string, SlotDraft>>) {
  const chosen = new Set<string>();
  let errors: SlotErrors = {};
  const waivers: WaiverSignature[] = [];
  for (const slot of slots) {
    const checked = checkSlot(slot, drafts[slot.key] ?? emptyDraft, chosen);
    errors = { ...errors, ...checked.errors };
    if (checked.waiver) waivers.push(checked.waiver);
  }
  return Object.keys(errors).length > 0 ? { errors, waivers: null } : { errors, waivers };
}

const serverFields: Record<string, SlotField> = {
  attendee_id: 'previous',
  'attendee.first_name': 'firstName',
  'attendee.last_name': 'lastName',
  'attendee.date_of_birth': 'dateOfBirth',
  signed_name: 'signedName',
  accepted: 'accepted',
};

/** A 422's `waivers.{i}.{field}` messages under the controls of the slots that were sent. */
export function serverSlotErrors(sent: readonly Slot[], errors: Record<string, string[]>): SlotErrors {
  const mapped: SlotErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const match = /^waivers\.(\d+)\.(.+)$/.exec(name);
    const slot = match ? sent[Number(match[1])] : undefined;
    if (!slot || !match?.[2] || !messages[0]) continue;
    const id = slotFieldIds(slot.key)[serverFields[match[2]] ?? 'slot'];
    mapped[id] ??= messages[0];
  }
  return mapped;
}
