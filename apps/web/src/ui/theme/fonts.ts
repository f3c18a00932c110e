import type { FontStyle } from '@leisure/contracts';

interface FontFace {
  family: string;
  /** Loads the self-hosted @font-face rules (Vite resolves the CSS imports). */
  load: () => Promise<unknown>;
}

/**
 * Theme font keys to self-hosted faces. `garage_gothic` is a commercial face: Oswald, a free
 * condensed face, stands in for it (see docs/decisions).
 */
export const fontFaces: Record<FontStyle, FontFace> = {
  roboto: {
    family: 'Roboto',
    load: () =>
      Promise.all([
        import('@fontsource/roboto/400.css'),
        import('@fontsource/roboto/500.css'),
        import('@fontsource/roboto/700.css'),
      ]),
  },
  lato: {
    family: 'Lato',
    load: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  },
  open_sans: {
    family: 'Open Sans',
    load: () =>
      Promise.all([
        import('@fontsource/open-sans/400.css'),
        import('@fontsource/open-sans/600.css'),
        import('@fontsource/open-sans/700.css'),
      ]),
  },
  garage_gothic: {
    family: 'Oswald',
    load: () =>
      Promise.all([
        import('@fontsource/oswald/400.css'),
        import('@fontsource/oswald/500.css'),
        import('@fontsource/oswald/600.css'),
      ]),
  },
};

const fallbackStack = "system-ui, -apple-system, 'Segoe UI', sans-serif";

export function fontStack(style: FontStyle): string {
  return `'${fontFaces[style].family}', ${fallbackStack}`;
}

const fontWaitMs = 3000;

/**
 * Loads the faces' CSS and waits (at most 3 s, so a slow font never blocks the app)
 * until the browser has the glyphs, so the first paint uses the theme's fonts.
 */
export async function loadFonts(styles: readonly FontStyle[]): Promise<void> {
  const unique = [...new Set(styles)];
  await Promise.all(unique.map((style) => fontFaces[style].load()));
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const ready = Promise.all(
    unique.flatMap((style) => [
      document.fonts.load(`400 1em '${fontFaces[style].family}'`),
      document.fonts.load(`700 1em '${fontFaces[style].family}'`),
    ]),
  ).catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, fontWaitMs))]);
}
