/** Screen widths: mobile under 575 px, tablet 575 to 1200 px, desktop over 1200 px. */
export const breakpoints = { tablet: 575, desktop: 1200 } as const;

export const mediaQueries = {
  tabletUp: `(min-width: ${breakpoints.tablet}px)`,
  desktopUp: `(min-width: ${breakpoints.desktop + 1}px)`,
} as const;
