import { formatMoney } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  maxQuantity,
  placesTaken,
  selectionTotal,
  spacesLeftLabel,
  ticketCount,
  ticketItems,
  withQuantity,
} from './fast-tickets.logic.ts';

const price = (amountPence: number) => ({ amountPence, formatted: formatMoney(amountPence) });
const adult = { id: 1, placesPerTicket: 1, spacesAvailable: null, price: price(850) };
const junior = { id: 2, placesPerTicket: 1, spacesAvailable: null, price: price(400) };
const family = { id: 3, placesPerTicket: 4, spacesAvailable: null, price: price(1800) };
const types = [adult, junior, family];

describe('maxQuantity', () => {
  it('is the spaces left when nothing else is chosen', () => {
    expect(maxQuantity(adult, {}, types, 12)).toBe(12);
  });

  it('divides by the places one ticket takes, rounding down', () => {
    expect(maxQuantity(family, {}, types, 11)).toBe(2);
  });

  it('leaves out the places the other types take', () => {
    expect(maxQuantity(adult, { 2: 3, 3: 1 }, types, 12)).toBe(5);
    expect(maxQuantity(family, { 1: 9 }, types, 12)).toBe(0);
  });

  it("never exceeds the type's own limit for the time", () => {
    expect(maxQuantity({ ...adult, spacesAvailable: 2 }, {}, types, 12)).toBe(2);
  });

  it('is at most 20, what one basket line can hold', () => {
    expect(maxQuantity(adult, {}, types, 80)).toBe(20);
  });

  it('is 0 for a full time, never negative', () => {
    expect(maxQuantity(adult, {}, types, 0)).toBe(0);
    expect(maxQuantity(adult, { 2: 20 }, types, 5)).toBe(0);
  });
});

describe('clampQuantity and withQuantity', () => {
  it('keeps a typed quantity a whole number from 0 to max', () => {
    expect(clampQuantity(-3, 5)).toBe(0);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(0);
  });

  it('sets one type within what the others leave', () => {
    const selection = withQuantity({ 1: 2 }, family, 5, types, 10);
    expect(selection).toEqual({ 1: 2, 3: 2 });
    expect(placesTaken(selection, types)).toBe(10);
    expect(ticketCount(selection)).toBe(4);
  });
});

describe('selectionTotal', () => {
  it('adds quantity times price in pence and formats as pounds', () => {
    const total = selectionTotal({ 1: 1, 2: 1, 3: 0 }, types);
    expect(total).toBe(1250);
    expect(formatMoney(total)).toBe('£12.50');
    expect(formatMoney(selectionTotal({ 1: 2, 3: 1 }, types))).toBe('£35.00');
  });

  it('is £0.00 for nothing chosen', () => {
    expect(formatMoney(selectionTotal({}, types))).toBe('£0.00');
  });
});

describe('spacesLeftLabel', () => {
  it('counts spaces or says Full', () => {
    expect(spacesLeftLabel(12)).toBe('12 spaces left');
    expect(spacesLeftLabel(1)).toBe('1 space left');
    expect(spacesLeftLabel(0)).toBe('Full');
  });
});

describe('ticketItems', () => {
  it('makes one basket item per chosen ticket type, with its quantity, and skips zeros', () => {
    expect(ticketItems({ id: 'tt-9', objectType: 'ticket_time' }, { 1: 2, 2: 0, 3: 1 })).toEqual([
      { id: 'tt-9', type: 'ticket_time', options: { quantity: 2, ticket_type_id: 1 } },
      { id: 'tt-9', type: 'ticket_time', options: { quantity: 1, ticket_type_id: 3 } },
    ]);
  });
});
