import {
  type DirectDebitConfirmRequest,
  type DirectDebitInstruction,
  type DirectDebitStart,
  directDebitGuarantee,
  maskedSortCode,
  priceOf,
} from '@leisure/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import { customerMemberships, membershipPlans, paymentInstructions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { appOriginFor } from '../auth/host-scope.ts';
import { clientDirectDebitOf } from '../billing/direct-debit/client-direct-debit.ts';
import type { Mandate } from '../billing/direct-debit/direct-debit.ts';
import { sandboxMandateOf } from '../billing/direct-debit/sandbox-direct-debit.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { dayOfDate, oneLine, paragraphsMail } from '../mail/mail-text.ts';

interface Member {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

const NOT_OFFERED = 'This centre does not take Direct Debits online. Please ask at reception.';

/** The member's own live membership, with what each month costs and when it is next due. */
async function membershipOf(app: FastifyInstance, client: ClientRow, member: Member, membershipId: number) {
  const [row] = await app.db
    .select({
      id: customerMemberships.id,
      nextPaymentOn: customerMemberships.nextPaymentOn,
      pricePence: sql<number>`coalesce(${customerMemberships.pricePence}, ${membershipPlans.pricePence})`,
    })
    .from(customerMemberships)
    .innerJoin(
      membershipPlans,
      and(
        eq(membershipPlans.clientId, customerMemberships.clientId),
        eq(membershipPlans.id, customerMemberships.planId),
      ),
    )
    .where(
      and(
        eq(customerMemberships.clientId, client.id),
        eq(customerMemberships.userId, member.id),
        eq(customerMemberships.id, membershipId),
        inArray(customerMemberships.status, ['active', 'suspended']),
      ),
    );
  if (!row) throw notFound('Membership not found');
  return { ...row, pricePence: Number(row.pricePence) };
}

async function directDebitOf(app: FastifyInstance, client: ClientRow) {
  const directDebit = await clientDirectDebitOf({ db: app.db, config: app.config }, client.id);
  if (!directDebit.providerName)
    throw new AppError({ statusCode: 409, code: 'conflict', message: NOT_OFFERED });
  return { name: directDebit.providerName, provider: directDebit.providerOf(directDebit.providerName) };
}

/**
 * Starts setting up a Direct Debit for a membership's later months: the provider's page to send
 * the member to (GoCardless's hosted flow, which comes back to our page with the set-up's id), or
 * none for the sandbox, whose details are typed on our own page.
 */
export async function startDirectDebit(
  app: FastifyInstance,
  input: { client: ClientRow; member: Member; membershipId: number; host: string },
): Promise<DirectDebitStart> {
  await membershipOf(app, input.client, input.member, input.membershipId);
  const { name, provider } = await directDebitOf(app, input.client);
  if (name === 'sandbox') return { provider: name, url: null, setupId: 'sandbox' };
  const page = `${appOriginFor(input.host, 'online-joining')}/membership/${input.membershipId}/direct-debit`;
  const setup = await provider.startMandateSetup({
    member: {
      email: input.member.email,
      givenName: input.member.firstName,
      familyName: input.member.lastName,
    },
    returnUrlOf: (setupId) => `${page}?setup=${encodeURIComponent(setupId)}`,
    exitUrl: page,
    metadata: { client: String(input.client.id), user: String(input.member.id) },
  });
  return { provider: name, url: setup.url, setupId: setup.setupId };
}

/**
 * Puts the Direct Debit in place as the member's one live instruction (replacing any other in
 * the same transaction), with its confirmation mail queued there too: the mandate's id and
 * reference and the account's last 2 digits are all we keep. Confirming the same mandate again
 * (a reload of the return page) answers the same details without a second mail.
 */
export async function confirmDirectDebit(
  app: FastifyInstance,
  input: { client: ClientRow; member: Member; membershipId: number; body: DirectDebitConfirmRequest },
): Promise<DirectDebitInstruction> {
  const membership = await membershipOf(app, input.client, input.member, input.membershipId);
  const { name, provider } = await directDebitOf(app, input.client);
  let mandate: Mandate | null;
  if (name === 'sandbox') {
    if (!input.body.bankDetails) {
      throw new AppError({ statusCode: 422, code: 'validation_failed', message: 'Enter your bank details' });
    }
    mandate = sandboxMandateOf(input.body.bankDetails);
  } else {
    const found = input.body.setupId ? await provider.mandateOf(input.body.setupId) : null;
    const ours =
      found?.metadata.client === String(input.client.id) && found.metadata.user === String(input.member.id);
    if (found && !ours) throw notFound('Direct Debit set-up not found');
    mandate = found;
  }
  if (!mandate) {
    throw new AppError({ statusCode: 409, code: 'conflict', message: 'The Direct Debit is not set up yet' });
  }
  const view: DirectDebitInstruction = {
    serviceUserName: input.client.name,
    accountHolderName: mandate.accountHolderName,
    sortCode: mandate.sortCodeEnding ? maskedSortCode(mandate.sortCodeEnding) : null,
    accountNumberEnding: mandate.accountNumberEnding,
    reference: mandate.reference,
    firstCollectionOn: membership.nextPaymentOn,
    amount: priceOf(membership.pricePence, input.client.currencySymbol),
    email: input.member.email,
  };
  const settled = mandate;
  const mail = await app.db.transaction((tx) =>
    keepInstruction(app, tx, { ...input, name, mandate: settled, view }),
  );
  if (mail) app.mailer.deliver(app.db, mail);
  return view;
}

async function keepInstruction(
  app: FastifyInstance,
  tx: Transaction,
  input: { client: ClientRow; member: Member; name: string; mandate: Mandate; view: DirectDebitInstruction },
) {
  const { client, member, mandate } = input;
  const live = and(
    eq(paymentInstructions.clientId, client.id),
    eq(paymentInstructions.userId, member.id),
    eq(paymentInstructions.status, 'active'),
  );
  const [current] = await tx.select().from(paymentInstructions).where(live).for('update');
  if (current?.providerToken === mandate.mandateId) return null;
  await tx.update(paymentInstructions).set({ status: 'revoked' }).where(live);
  await tx.insert(paymentInstructions).values({
    clientId: client.id,
    userId: member.id,
    kind: 'direct_debit',
    provider: input.name,
    providerToken: mandate.mandateId,
    label: `Direct Debit from account ending ${mandate.accountNumberEnding}`,
    mandateReference: mandate.reference,
  });
  return app.mailer.enqueue(tx, {
    clientId: client.id,
    to: member.email,
    ...confirmationMail(member, input.view),
  });
}

/** The Direct Debit's confirmation: its details and the Guarantee, as Bacs requires. */
function confirmationMail(member: Member, view: DirectDebitInstruction) {
  const guarantee = directDebitGuarantee(view.serviceUserName);
  return {
    subject: `${view.serviceUserName}: your Direct Debit is set up`,
    ...paragraphsMail([
      [`Hello ${oneLine(member.firstName, 60)},`],
      [`Your Direct Debit to ${view.serviceUserName} is set up. These are its details:`],
      [
        `Account holder: ${oneLine(view.accountHolderName, 60)}`,
        ...(view.sortCode ? [`Sort code: ${view.sortCode}`] : []),
        `Account number ending: ${view.accountNumberEnding}`,
        `Reference: ${view.reference}`,
        `Amount: ${view.amount.formatted} each month`,
        ...(view.firstCollectionOn
          ? [`First collection: on or just after ${dayOfDate(view.firstCollectionOn)}`]
          : []),
      ],
      ['It will show on your bank statement with the reference above.'],
      [guarantee.heading],
      ...guarantee.paragraphs.map((paragraph) => [paragraph]),
    ]),
  };
}
