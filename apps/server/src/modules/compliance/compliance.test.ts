import { describe, expect, it } from 'vitest';
import {
  accountWarningsOf,
  type Compliance,
  complianceFlagsOf,
  daysBetween,
  documentCheckOf,
} from './compliance.ts';

const PROOF = 'Proof of student status';
const requirement = (expiresOn: string | null | undefined, today = '2026-03-01') => ({
  membershipId: 1,
  membershipName: 'Student Gym',
  ...documentCheckOf(PROOF, expiresOn, today),
});
const noPenalties = { count: 0, totalPence: 0 };

describe('document checks', () => {
  it('count whole calendar days, across a change of the clocks and a month end', () => {
    expect(daysBetween('2026-03-25', '2026-03-25')).toBe(0);
    expect(daysBetween('2026-03-25', '2026-04-01')).toBe(7);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });

  it('say expiring soon from 30 days before the last day, and valid before that', () => {
    expect(documentCheckOf(PROOF, '2026-03-31', '2026-03-01')).toEqual({
      kind: PROOF,
      state: 'expiring_soon',
      expiresOn: '2026-03-31',
      daysLeft: 30,
    });
    expect(documentCheckOf(PROOF, '2026-04-01', '2026-03-01').state).toBe('valid');
    expect(documentCheckOf(PROOF, '2026-03-01', '2026-03-01')).toMatchObject({ daysLeft: 0 });
    expect(documentCheckOf(PROOF, null, '2026-03-01')).toMatchObject({ state: 'valid', daysLeft: null });
    expect(documentCheckOf(PROOF, undefined, '2026-03-01').state).toBe('upload_required');
  });
});

describe('warnings and flags', () => {
  it('are none and false when nothing is owed or asked for', () => {
    const compliance: Compliance = { penalties: noPenalties, documents: [requirement(null)] };
    expect(accountWarningsOf(compliance, '£')).toEqual([]);
    expect(complianceFlagsOf({ penalties: noPenalties, documents: [] })).toEqual({
      hasOutstandingPenalties: false,
      documentExpiry: null,
      membershipDocumentUploadRequired: false,
    });
  });

  it('speak in the client currency', () => {
    const [warning] = accountWarningsOf({ penalties: { count: 1, totalPence: 500 }, documents: [] }, '€');
    expect(warning?.message).toBe('You have an outstanding penalty of € 5.00. Please pay it at reception.');
  });

  it('tell of the document that expires first', () => {
    const compliance: Compliance = {
      penalties: noPenalties,
      documents: [requirement(null), requirement('2026-05-01'), requirement('2026-03-11')],
    };
    expect(complianceFlagsOf(compliance).documentExpiry).toEqual({
      documentExpiringSoon: true,
      daysToExpiry: 10,
    });
    expect(accountWarningsOf(compliance, '£')).toEqual([
      {
        kind: 'document_expiring',
        message: `Your ${PROOF} expires in 10 days. Please upload a new one.`,
        daysLeft: 10,
      },
    ]);
  });
});
