import { describe, expect, it } from 'vitest';
import { createSoldOutMemory } from './sold-out-memory.ts';

describe('sold-out memory', () => {
  const item = { id: 12, type: 'activity_class' } as const;

  it('remembers a refusal for its time, per client and item, then forgets it', () => {
    let clock = 1_000;
    const memory = createSoldOutMemory({ ttlMs: 1_000, now: () => clock });
    expect(memory.isSoldOut(1, item)).toBe(false);
    memory.remember(1, item);
    expect(memory.isSoldOut(1, item)).toBe(true);
    expect(memory.isSoldOut(2, item)).toBe(false);
    expect(memory.isSoldOut(1, { id: 13, type: 'activity_class' })).toBe(false);
    clock += 1_000;
    expect(memory.isSoldOut(1, item)).toBe(false);
  });

  it('never remembers tickets, and remembers nothing with a zero time', () => {
    const tickets = createSoldOutMemory({ ttlMs: 1_000 });
    const ticket = { id: 'abc', type: 'ticket_time', options: { quantity: 2 } } as const;
    tickets.remember(1, ticket);
    expect(tickets.isSoldOut(1, ticket)).toBe(false);
    const off = createSoldOutMemory({ ttlMs: 0 });
    off.remember(1, item);
    expect(off.isSoldOut(1, item)).toBe(false);
  });
});
