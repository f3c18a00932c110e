// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kioskIdleMs, useKioskIdleReset } from './use-kiosk-idle-reset.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useKioskIdleReset', () => {
  it('logs out after 90 s idle, and input restarts the wait', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useKioskIdleReset(true, '/kiosk?centre=york'));
    await vi.advanceTimersByTimeAsync(kioskIdleMs - 1000);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(kioskIdleMs - 1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('does nothing outside kiosk mode', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useKioskIdleReset(false, '/kiosk'));
    await vi.advanceTimersByTimeAsync(kioskIdleMs * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
