import { describe, expect, it } from 'vitest';
import { readCardMessage } from './card-message.ts';

const frame = {} as MessageEventSource;
const expected = { origin: 'http://bookings.demo.localhost', source: frame };
const data = { type: 'sandbox-card', cardIdentifier: 'card_1', brand: 'visa', last4: '4242' };

describe('readCardMessage', () => {
  it('reads the card the card frame posted from this origin', () => {
    expect(readCardMessage({ origin: expected.origin, source: frame, data }, expected)).toEqual({
      cardIdentifier: 'card_1',
      brand: 'visa',
      last4: '4242',
    });
  });

  it('ignores other origins, other windows and other shapes', () => {
    expect(readCardMessage({ origin: 'https://evil.example', source: frame, data }, expected)).toBeNull();
    expect(
      readCardMessage({ origin: expected.origin, source: {} as MessageEventSource, data }, expected),
    ).toBeNull();
    expect(
      readCardMessage({ origin: expected.origin, source: frame, data: { ...data, last4: '42' } }, expected),
    ).toBeNull();
    expect(readCardMessage({ origin: expected.origin, source: frame, data: 'card_1' }, expected)).toBeNull();
    expect(
      readCardMessage({ origin: expected.origin, source: null, data }, { ...expected, source: null }),
    ).toBeNull();
  });
});
