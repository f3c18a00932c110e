// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kioskIdleMs, kioskInputEvents, kioskWarningMs, useKioskIdleReset } from './use-kiosk-idle-reset.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useKioskIdleReset', () => {
  it('resets at exactly 90,000 ms without input, not a millisecond before', async () => {
    const onReset = vi.fn();
    renderHook(() => useKioskIdleReset(true, onReset));
    await advance(kioskIdleMs - 1);
    expect(onReset).not.toHaveBeenCalled();
    await advance(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('warns at 75 s with a countdown from 15', async () => {
    const { result } = renderHook(() => useKioskIdleReset(true, vi.fn()));
    await advance(74_999);
    expect(result.current.isWarning).toBe(false);
    await advance(1);
    expect(result.current).toMatchObject({ isWarning: true, secondsLeft: 15 });
    await advance(5_000);
    expect(result.current.secondsLeft).toBe(10);
  });

  it.each(kioskInputEvents)('starts the 90 s again on %s', async (name) => {
    const onReset = vi.fn();
    renderHook(() => useKioskIdleReset(true, onReset));
    await advance(kioskIdleMs - kioskWarningMs - 1);
    act(() => {
      document.body.dispatchEvent(new Event(name, { bubbles: true }));
    });
    await advance(kioskIdleMs - 1);
    expect(onReset).not.toHaveBeenCalled();
    await advance(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('leaves the open warning to its own answer, "I\'m still here"', async () => {
    const onReset = vi.fn();
    const { result } = renderHook(() => useKioskIdleReset(true, onReset));
    await advance(80_000);
    expect(result.current.isWarning).toBe(true);
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(result.current.isWarning).toBe(true);
    act(() => result.current.stillHere());
    expect(result.current.isWarning).toBe(false);
    await advance(kioskIdleMs - 1);
    expect(onReset).not.toHaveBeenCalled();
    await advance(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside kiosk mode', async () => {
    const onReset = vi.fn();
    const { result } = renderHook(() => useKioskIdleReset(false, onReset));
    await advance(kioskIdleMs * 2);
    expect(onReset).not.toHaveBeenCalled();
    expect(result.current.isWarning).toBe(false);
  });
});
