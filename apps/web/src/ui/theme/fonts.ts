import type { FontStyle } from '@leisure/contracts';
import './font-fallbacks.css';

interface FontFace {
  family: string;
  /**
   * Loads the self-hosted @font-face rules, as text (Vite resolves their font files): they are kept
   * out of the one style sheet, so a page only fetches the faces its theme uses.
   */
  load: () => Promise<{ default: string }[]>;
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
        import('@fontsource/roboto/400.css?inline'),
        import('@fontsource/roboto/500.css?inline'),
        import('@fontsource/roboto/700.css?inline'),
      ]),
  },
  lato: {
    family: 'Lato',
    load: () =>
      Promise.all([import('@fontsource/lato/400.css?inline'), import('@fontsource/lato/700.css?inline')]),
  },
  open_sans: {
    family: 'Open Sans',
    load: () =>
      Promise.all([
        import('@fontsource/open-sans/400.css?inline'),
        import('@fontsource/open-sans/600.css?inline'),
        import('@fontsource/open-sans/700.css?inline'),
      ]),
  },
  garage_gothic: {
    family: 'Oswald',
    load: () =>
      Promise.all([
        import('@fontsource/oswald/400.css?inline'),
        import('@fontsource/oswald/500.css?inline'),
        import('@fontsource/oswald/600.css?inline'),
      ]),
  },
};

const fallbackStack = "system-ui, -apple-system, 'Segoe UI', sans-serif";

/** The face, then its metric-matched stand-in while it downloads (font-fallbacks.css), then the system's. */
export function fontStack(style: FontStyle): string {
  const { family } = fontFaces[style];
  return `'${family}', '${family} Fallback', ${fallbackStack}`;
}

const fontWaitMs = 3000;

const added = new Set<FontStyle>();

/** A declaration block's `name: value` pairs; a `;` inside `url(...)` (a data URI) does not end one. */
function declarations(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let depth = 0;
  let start = 0;
  const take = (end: number) => {
    const declaration = body.slice(start, end);
    const colon = declaration.indexOf(':');
    if (colon > 0) found.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    start = end + 1;
  };
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) take(index);
  }
  take(body.length);
  return found;
}

/** The faces an @font-face style sheet declares, as FontFace arguments. */
export function parseFontFaces(
  css: string,
): { family: string; source: string; descriptors: FontFaceDescriptors }[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const values = declarations(body);
    const family = values.get('font-family')?.replace(/^['"]|['"]$/g, '');
    const source = values.get('src');
    if (!family || !source) return [];
    const descriptors: FontFaceDescriptors = {};
    const style = values.get('font-style');
    const weight = values.get('font-weight');
    const display = values.get('font-display') as FontDisplay | undefined;
    const unicodeRange = values.get('unicode-range');
    if (style) descriptors.style = style;
    if (weight) descriptors.weight = weight;
    if (display) descriptors.display = display;
    if (unicodeRange) descriptors.unicodeRange = unicodeRange;
    return [{ family, source, descriptors }];
  });
}

/**
 * Adds the face's @font-face rules to the document, once: as FontFace objects where the browser has
 * them (a new style sheet would restyle the whole page), else as a style element.
 */
async function addFontFaces(style: FontStyle): Promise<void> {
  if (added.has(style)) return;
  added.add(style);
  const sheets = await fontFaces[style].load().catch((error: unknown) => {
    added.delete(style);
    throw error;
  });
  if (typeof document === 'undefined') return;
  const css = sheets.map((sheet) => sheet.default).join('\n');
  if (typeof FontFace === 'function' && 'fonts' in document) {
    for (const face of parseFontFaces(css)) {
      document.fonts.add(new FontFace(face.family, face.source, face.descriptors));
    }
    return;
  }
  const element = document.createElement('style');
  element.dataset.font = style;
  element.textContent = css;
  document.head.append(element);
}

/**
 * Loads the faces' CSS and waits (at most 3 s, so a slow font never blocks the app)
 * until the browser has the glyphs, so the first paint uses the theme's fonts.
 */
export async function loadFonts(styles: readonly FontStyle[]): Promise<void> {
  const unique = [...new Set(styles)];
  await Promise.all(unique.map(addFontFaces));
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const ready = Promise.all(
    unique.flatMap((style) => [
      document.fonts.load(`400 1em '${fontFaces[style].family}'`),
      document.fonts.load(`700 1em '${fontFaces[style].family}'`),
    ]),
  ).catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, fontWaitMs))]);
}
