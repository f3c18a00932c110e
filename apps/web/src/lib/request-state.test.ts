import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { createRequestStore, idleRequestState } from './request-state.ts';

describe('request store', () => {
  it('records requesting, then the failure with its validation messages', async () => {
    const store = createRequestStore();
    const failure = new ApiError({ status: 422, message: 'Invalid', errors: { email: ['Required'] } });
    const pending = store.track('login', () => Promise.reject(failure));
    expect(store.get('login').requesting).toBe(true);
    await expect(pending).rejects.toBe(failure);
    expect(store.get('login')).toEqual({
      requesting: false,
      error: 'Invalid',
      statusCode: 422,
      validationMessages: { email: ['Required'] },
    });
  });

  it('resets the record on each new request', () => {
    const store = createRequestStore();
    store.fail('cart', new ApiError({ status: 500, message: 'Boom' }));
    store.start('cart');
    expect(store.get('cart')).toEqual({ ...idleRequestState, requesting: true });
  });

  it('clears by name or all at once', () => {
    const store = createRequestStore();
    store.succeed('a');
    store.succeed('b');
    store.clear('a');
    expect(store.get('a')).toBe(idleRequestState);
    expect(store.get('b').statusCode).toBe(200);
    store.clearAll();
    expect(store.get('b')).toBe(idleRequestState);
  });

  it('gives the generic text for failures that are not API errors', () => {
    const store = createRequestStore();
    store.fail('x', new Error('network'));
    expect(store.get('x').error).toBe('Something has gone wrong, please try again.');
  });
});
