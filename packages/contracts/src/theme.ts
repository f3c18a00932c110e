import { z } from 'zod';

export const fontStyles = ['garage_gothic', 'lato', 'open_sans', 'roboto'] as const;
export const FontStyle = z.enum(fontStyles);
export type FontStyle = z.infer<typeof FontStyle>;

export const SecondaryButtonStyle = z.enum(['solid', 'outline']);

/** A colour as the theme stores it: 3/6-digit hex (`#4b2a7b`). */
export const HexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/);

/**
 * `GET /api/frontend/theme[?venue=]`: the venue's theme, falling back to the client's.
 * A field the theme leaves out is null; the apps apply the defaults.
 */
export const Theme = z
  .object({
    headerPrimaryColour: HexColour.nullable(),
    themeAppLogo: z.string().nullable().describe('Logo URL'),
    themeAppDarkBgColour: HexColour.nullable(),
    themeAppHeaderBgColour: HexColour.nullable(),
    themeAppHeadingFontStyle: FontStyle.nullable(),
    themeAppPrimaryColour: HexColour.nullable(),
    themeAppSecondaryColour1: HexColour.nullable(),
    themeAppSecondaryColour2: HexColour.nullable(),
    themeAppBodyFontStyle: FontStyle.nullable(),
    themeAppSecondaryButtonStyle: SecondaryButtonStyle.nullable(),
  })
  .meta({ id: 'Theme' });
export type Theme = z.infer<typeof Theme>;

export const ThemeQuery = z.object({ venue: z.string().min(1).max(120).optional() });
