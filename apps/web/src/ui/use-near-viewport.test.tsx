// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

function Probe({ enabled = true }: { enabled?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ margin: '400px', enabled });
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false at first, and true once the element comes within the margin', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: IntersectionObserverInit) {
          report = callback;
          expect(options.rootMargin).toBe('400px');
        }
        observe = observe;
        disconnect() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    await vi.waitFor(() => expect(observe).toHaveBeenCalled());
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    expect(await screen.findByText('near')).toBeTruthy();
  });

  it('watches nothing while disabled, and counts as near without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = render(<Probe enabled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('far')).toBeTruthy();
    rerender(<Probe enabled />);
    expect(await screen.findByText('near')).toBeTruthy();
  });
});
