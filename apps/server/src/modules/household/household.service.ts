import {
  ageOn,
  type DependantRequest,
  HOUSEHOLD_MAX_DEPENDANTS,
  type Household,
  type HouseholdMember,
  householdMessages,
} from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { insertCustomer } from '../auth/auth.repository.ts';
import { type AccountCustomer, todayAt } from '../my-account/account-customer.ts';
import {
  type DependantChange,
  type DependantRow,
  deleteDependantLink,
  findDependant,
  hasHeldLines,
  insertDependantLink,
  listDependants,
  lockAndCountDependants,
  updateDependantRows,
} from './household.repository.ts';

// A customer's household (decision 40): dependants are customers with no login, linked to the
// account holder who books, pays and answers for them. Staff acting for a customer at the desk
// manage that customer's household (`AccountCustomer` is whom the request acts for).

/** The adult age: a dependant must be younger on the day they are added or changed. */
const ADULT_AGE = 18;

const toMember = (row: DependantRow): HouseholdMember => ({
  id: row.id,
  kind: 'dependant',
  firstName: row.firstName,
  lastName: row.lastName,
  // Every dependant is added with a date of birth (the request requires it).
  dateOfBirth: row.dateOfBirth ?? '',
  medicalNotes: row.medicalNotes,
  emergencyContact: row.emergencyContact,
});

export async function householdOf(db: Database, account: AccountCustomer): Promise<Household> {
  const rows = await listDependants(db, account.client.id, account.user.id);
  return { members: rows.map(toMember) };
}

/** The request as stored: 422 for a birthday in the future or an adult. */
function checkedChange(account: AccountCustomer, body: DependantRequest): DependantChange {
  const today = todayAt(account.client);
  if (body.date_of_birth > today)
    throw validationFailed({ date_of_birth: [householdMessages.futureBirthday] });
  if (ageOn(body.date_of_birth, today) >= ADULT_AGE) {
    throw validationFailed({ date_of_birth: [householdMessages.tooOld] });
  }
  return {
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    dateOfBirth: body.date_of_birth,
    medicalNotes: body.medical_notes ?? null,
    emergencyContact: body.emergency_contact ?? null,
  };
}

/** Adds a dependant: a customer row with no login, and its link to the holder, in one transaction. */
export async function addDependant(db: Database, account: AccountCustomer, body: DependantRequest) {
  const change = checkedChange(account, body);
  const { client, user } = account;
  await db.transaction(async (tx) => {
    if ((await lockAndCountDependants(tx, client.id, user.id)) >= HOUSEHOLD_MAX_DEPENDANTS) {
      throw validationFailed({ first_name: [householdMessages.tooMany] }, householdMessages.tooMany);
    }
    const memberUserId = await insertCustomer(tx, {
      clientId: client.id,
      clientSlug: client.slug,
      email: null,
      passwordHash: null,
      firstName: change.firstName,
      lastName: change.lastName,
      homeVenueId: user.homeVenueId,
      dateOfBirth: change.dateOfBirth,
      phone: null,
    });
    await insertDependantLink(tx, { clientId: client.id, holderUserId: user.id, memberUserId, ...change });
  });
  return householdOf(db, account);
}

/** One of the holder's dependants, else 404 with the same answer whoever `memberUserId` is. */
async function ownDependant(db: Database, account: AccountCustomer, memberUserId: number) {
  const row = await findDependant(db, account.client.id, account.user.id, memberUserId);
  if (!row) throw notFound(householdMessages.notFound);
  return row;
}

export async function updateDependant(
  db: Database,
  account: AccountCustomer,
  memberUserId: number,
  body: DependantRequest,
) {
  await ownDependant(db, account, memberUserId);
  const change = checkedChange(account, body);
  const key = { clientId: account.client.id, holderUserId: account.user.id, memberUserId };
  await db.transaction((tx) => updateDependantRows(tx, key, change));
  return householdOf(db, account);
}

/** Removes a dependant from the household; 409 while places for them are held in the basket. */
export async function removeDependant(db: Database, account: AccountCustomer, memberUserId: number) {
  const row = await ownDependant(db, account, memberUserId);
  if (await hasHeldLines(db, account.client.id, memberUserId)) {
    throw new AppError({
      statusCode: 409,
      code: 'conflict',
      message: `Remove ${row.firstName}'s places from your basket first.`,
    });
  }
  const key = { clientId: account.client.id, holderUserId: account.user.id, memberUserId };
  await db.transaction((tx) => deleteDependantLink(tx, key));
  return householdOf(db, account);
}
