import type { Transaction } from '../../db/client.ts';
import type { guestPasses } from '../../db/schema/index.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { dayOfDate, oneLine, paragraphsMail } from './mail-text.ts';
import type { Mailer, OutboxRow } from './mailer.ts';

export interface IssuedPass {
  client: ClientRow;
  member: { firstName: string; lastName: string };
  pass: typeof guestPasses.$inferSelect;
}

/**
 * The guest's mail: who gave the pass, for which day, and the code to show at reception. The
 * address was checked as an email address (one address, no header text); the names, which the
 * member typed, are flattened to one line and escaped in the HTML, and the mail carries no link,
 * so a pass cannot be turned into a message of the member's choosing. How many a member can
 * send is the plan's allowance of passes a month.
 */
export function guestPassMail({ client, member, pass }: IssuedPass) {
  const day = dayOfDate(pass.validOn);
  const memberName = oneLine(`${member.firstName} ${member.lastName}`, 121);
  const guestName = oneLine(`${pass.guestFirstName} ${pass.guestLastName}`, 121);
  const { text, html } = paragraphsMail([
    [`Hello ${oneLine(pass.guestFirstName, 60)},`],
    [`${memberName}, a member of ${client.name}, has given you a guest pass for ${day}.`],
    [`Your guest pass code: ${pass.code}`],
    [`Show this code at reception on ${day}, with your name (${guestName}).`],
  ]);
  return { subject: `${client.name}: your guest pass for ${day}`, text, html };
}

/** Records the guest's mail in the transaction that issued the pass; none without an address. */
export async function queueGuestPassMail(
  tx: Transaction,
  mailer: Mailer,
  issued: IssuedPass,
): Promise<OutboxRow | undefined> {
  const to = issued.pass.guestEmail;
  if (!to) return undefined;
  return mailer.enqueue(tx, { clientId: issued.client.id, to, ...guestPassMail(issued) });
}
