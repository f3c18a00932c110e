import { describe, expect, it } from 'vitest';
import { pageChunks } from './page-chunks.ts';

/** A build's manifest: the entry, two pages sharing a chunk, and the login modal. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_shared-1.js'] },
  'src/bookings/basket/basket-page.tsx': {
    file: 'assets/basket-page-1.js',
    imports: ['index.html', '_shared-1.js'],
  },
  'src/app/chrome/login-modal.tsx': {
    file: 'assets/login-modal-1.js',
    imports: ['index.html', '_form-1.js'],
  },
};

describe('pageChunks (what a server-rendered page loads)', () => {
  it("runs the page's chunk, preloads its imports and prefetches the login modal's, none twice", () => {
    expect(pageChunks(['src/bookings/basket/basket-page.tsx'], '/book/', manifest)).toEqual({
      scripts: ['/book/assets/basket-page-1.js'],
      preloads: ['/book/assets/shared-1.js'],
      prefetches: ['/book/assets/login-modal-1.js', '/book/assets/form-1.js'],
    });
  });

  it('names nothing without a build, or for a module the build does not have', () => {
    expect(pageChunks(['src/bookings/basket/basket-page.tsx'], '/', null)).toEqual({
      scripts: [],
      preloads: [],
      prefetches: [],
    });
    expect(pageChunks(['src/unknown.tsx'], '/', manifest).scripts).toEqual([]);
  });
});
