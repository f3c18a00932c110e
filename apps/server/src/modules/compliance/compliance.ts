import {
  type AccountWarning,
  type AuthUser,
  DOCUMENT_EXPIRY_WARNING_DAYS,
  type DocumentCheck,
  formatMoney,
} from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  customerDocuments,
  customerMemberships,
  customerPenalties,
  membershipPlans,
} from '../../db/schema/index.ts';

/** Whose standing is asked, and their client's today (`YYYY-MM-DD` in its time zone). */
export interface ComplianceSubject {
  clientId: number;
  userId: number;
  today: string;
}

/** A document an active membership asks for, and the customer's best valid one of that kind. */
export interface DocumentRequirement extends DocumentCheck {
  membershipId: number;
  membershipName: string;
}

export interface Compliance {
  penalties: { count: number; totalPence: number };
  /** One per kind asked for, from the oldest active membership asking for it. */
  documents: DocumentRequirement[];
}

const DAY_MS = 24 * 60 * 60_000;

/** Whole days from `today` to `day`, both `YYYY-MM-DD` (0 when they are the same day). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * Where the customer stands with a document of `kind`, given the best valid one they hold:
 * `undefined` when they hold none, else its last day (null when it never expires).
 */
export function documentCheckOf(
  kind: string,
  bestExpiresOn: string | null | undefined,
  today: string,
): DocumentCheck {
  if (bestExpiresOn === undefined) {
    return { kind, state: 'upload_required', expiresOn: null, daysLeft: null };
  }
  if (bestExpiresOn === null) {
    return { kind, state: 'valid', expiresOn: null, daysLeft: null };
  }
  const daysLeft = daysBetween(today, bestExpiresOn);
  const state = daysLeft <= DOCUMENT_EXPIRY_WARNING_DAYS ? 'expiring_soon' : 'valid';
  return { kind, state, expiresOn: bestExpiresOn, daysLeft };
}

/**
 * Every active membership (active, started, not ended on `today`) whose plan asks for a document,
 * oldest first, with the best valid document of that kind the customer holds: not rejected, not
 * expired, the one lasting longest (no expiry beats any), the newest on a tie. One statement.
 */
export async function membershipDocumentChecks(
  db: Db,
  subject: ComplianceSubject,
): Promise<DocumentRequirement[]> {
  const rows = await rowsOf<{
    membership_id: number;
    plan_name: string;
    kind: string;
    document_id: number | null;
    expires_on: string | null;
  }>(
    db,
    sql`select m.id as membership_id, p.name as plan_name, p.required_document as kind,
        best.id as document_id, best.expires_on::text as expires_on
      from ${customerMemberships} m
      join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
      left join lateral (
        select d.id, d.expires_on from ${customerDocuments} d
        where d.client_id = m.client_id and d.user_id = m.user_id and d.kind = p.required_document
          and d.status <> 'rejected' and (d.expires_on is null or d.expires_on >= ${subject.today}::date)
        order by d.expires_on desc nulls first, d.created_at desc, d.id desc
        limit 1
      ) best on true
      where m.client_id = ${subject.clientId} and m.user_id = ${subject.userId} and m.status = 'active'
        and m.starts_on <= ${subject.today}::date
        and (m.ends_on is null or m.ends_on >= ${subject.today}::date)
        and p.required_document is not null
      order by m.starts_on, m.id`,
  );
  return rows.map((row) => ({
    membershipId: row.membership_id,
    membershipName: row.plan_name,
    ...documentCheckOf(row.kind, row.document_id === null ? undefined : row.expires_on, subject.today),
  }));
}

/** Outstanding (unsettled) penalties: how many, and their total. */
async function outstandingPenalties(db: Db, subject: ComplianceSubject) {
  const [row] = await rowsOf<{ count: number | string; total: number | string }>(
    db,
    sql`select count(*) as count, coalesce(sum(amount_pence), 0) as total
      from ${customerPenalties}
      where client_id = ${subject.clientId} and user_id = ${subject.userId} and settled_at is null`,
  );
  return { count: Number(row?.count ?? 0), totalPence: Number(row?.total ?? 0) };
}

/** One requirement per kind: two memberships asking for the same document need it once. */
function onePerKind(requirements: DocumentRequirement[]): DocumentRequirement[] {
  const byKind = new Map<string, DocumentRequirement>();
  for (const requirement of requirements) {
    if (!byKind.has(requirement.kind)) byKind.set(requirement.kind, requirement);
  }
  return [...byKind.values()];
}

/** The documents the active memberships ask for, one per kind, with where the customer stands. */
export async function requiredDocumentsOf(
  db: Db,
  subject: ComplianceSubject,
): Promise<DocumentRequirement[]> {
  return onePerKind(await membershipDocumentChecks(db, subject));
}

/** The customer's standing: outstanding penalties and the documents their memberships ask for. */
export async function complianceOf(db: Db, subject: ComplianceSubject): Promise<Compliance> {
  const [penalties, documents] = await Promise.all([
    outstandingPenalties(db, subject),
    requiredDocumentsOf(db, subject),
  ]);
  return { penalties, documents };
}

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** What the dashboard asks the customer to deal with: penalties first, then documents. */
export function accountWarningsOf(compliance: Compliance, currencySymbol: string): AccountWarning[] {
  const warnings: AccountWarning[] = [];
  const { count, totalPence } = compliance.penalties;
  if (count > 0) {
    const total = formatMoney(totalPence, currencySymbol);
    warnings.push({
      kind: 'outstanding_penalties',
      message:
        count === 1
          ? `You have an outstanding penalty of ${total}. Please pay it at reception.`
          : `You have ${count} outstanding penalties totalling ${total}. Please pay them at reception.`,
      daysLeft: null,
    });
  }
  for (const document of compliance.documents) {
    if (document.state === 'upload_required') {
      warnings.push({
        kind: 'document_upload_required',
        message: `Your ${document.membershipName} membership needs ${document.kind}. Please upload it.`,
        daysLeft: null,
      });
    } else if (document.state === 'expiring_soon' && document.daysLeft !== null) {
      warnings.push({
        kind: 'document_expiring',
        message: `Your ${document.kind} expires ${inDays(document.daysLeft)}. Please upload a new one.`,
        daysLeft: document.daysLeft,
      });
    }
  }
  return warnings;
}

type ComplianceFlags = Pick<
  AuthUser,
  'hasOutstandingPenalties' | 'documentExpiry' | 'membershipDocumentUploadRequired'
>;

/**
 * The logged-in user's flags: `documentExpiry` speaks of the valid document that expires first
 * (null when no membership asks for one or none is held).
 */
export function complianceFlagsOf(compliance: Compliance): ComplianceFlags {
  const held = compliance.documents.filter((document) => document.state !== 'upload_required');
  const expiring = held
    .filter((document) => document.daysLeft !== null)
    .sort((a, b) => (a.daysLeft ?? 0) - (b.daysLeft ?? 0));
  const first = expiring[0] ?? held[0];
  return {
    hasOutstandingPenalties: compliance.penalties.count > 0,
    documentExpiry: first
      ? { documentExpiringSoon: first.state === 'expiring_soon', daysToExpiry: first.daysLeft }
      : null,
    membershipDocumentUploadRequired: compliance.documents.some(
      (document) => document.state === 'upload_required',
    ),
  };
}
