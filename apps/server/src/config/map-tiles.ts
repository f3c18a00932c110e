import type { MapTiles } from '@leisure/contracts';

/**
 * The street map's tile source, as the operator sets it (`MAP_TILE_URL` and its attribution):
 * what the apps draw under the venues, and the origin the page's content security policy must let
 * images come from. Unset, the map draws its offline outline of Great Britain (decision 34).
 */
export interface TileSource {
  tiles: MapTiles;
  /** A CSP source for `img-src`: `https://tile.example.org`, or `https://*.tile.example.org` for `{s}`. */
  imageSource: string;
}

const SUBDOMAIN = '{s}';

/**
 * Why a URL template cannot be used, or null when it can: http(s), `{z}`, `{x}` and `{y}` in it,
 * and `{s}` (the subdomains a, b, c) only as the host's first label, so one wildcard covers it.
 */
export function tileTemplateProblem(template: string): string | null {
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!template.includes(part)) return `MAP_TILE_URL must contain ${part}`;
  }
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match?.[2]) return 'MAP_TILE_URL must start with https:// (or http:// for a local tile server)';
  const host = match[2];
  if (host.includes(SUBDOMAIN) && !host.startsWith(`${SUBDOMAIN}.`)) {
    return 'MAP_TILE_URL may use {s} only as the first part of its host name ({s}.tile.example.org)';
  }
  try {
    new URL(template.replaceAll(/\{[a-z]+\}/g, 'a'));
  } catch {
    return 'MAP_TILE_URL is not a URL template';
  }
  return null;
}

/** The tile source the settings name, or null when none is set. */
export function tileSourceOf(settings: {
  MAP_TILE_URL?: string | undefined;
  MAP_TILE_ATTRIBUTION?: string | undefined;
  MAP_TILE_ATTRIBUTION_URL?: string | undefined;
}): TileSource | null {
  const template = settings.MAP_TILE_URL;
  if (!template || !settings.MAP_TILE_ATTRIBUTION) return null;
  const [, scheme, host] = /^(https?):\/\/([^/?#]+)/i.exec(template) ?? [];
  return {
    tiles: {
      urlTemplate: template,
      attribution: settings.MAP_TILE_ATTRIBUTION,
      attributionUrl: settings.MAP_TILE_ATTRIBUTION_URL ?? null,
    },
    imageSource: `${scheme?.toLowerCase()}://${host?.replace(SUBDOMAIN, '*').toLowerCase()}`,
  };
}
