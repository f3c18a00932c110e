// Generates gb-outline.json: Great Britain's outline as GeoJSON data, loaded with the venue map.
// Source: world-atlas countries-50m (Natural Earth, public domain). Takes the United Kingdom (ISO 3166 826),
// drops Northern Ireland (the polygon west of -5.4° between 54° and 55.4° N) and rounds to 3 decimals (~100 m).
// Run from the repository root: node apps/web/src/features/venues/map/generate-gb-outline.mjs &&
//   npx biome format --write apps/web/src/features/venues/map/gb-outline.json
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const uk = topology.objects.countries.geometries.find((g) => g.id === '826');
const geometry = feature(topology, uk).geometry;

const isNorthernIreland = (polygon) => {
  const ring = polygon[0];
  const maxLng = Math.max(...ring.map(([lng]) => lng));
  const minLat = Math.min(...ring.map(([, lat]) => lat));
  const maxLat = Math.max(...ring.map(([, lat]) => lat));
  return maxLng < -5.4 && minLat > 53.9 && maxLat < 55.4;
};

const round = (n) => Math.round(n * 1000) / 1000;
const polygons = geometry.coordinates
  .filter((polygon) => !isNorthernIreland(polygon))
  .map((polygon) =>
    polygon.map((ring) => {
      const out = [];
      for (const [lng, lat] of ring) {
        const point = [round(lng), round(lat)];
        const last = out[out.length - 1];
        if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
      }
      return out;
    }),
  )
  .filter((polygon) => polygon[0].length >= 4);

const outline = {
  type: 'Feature',
  properties: { name: 'Great Britain', source: 'Natural Earth via world-atlas countries-50m' },
  geometry: { type: 'MultiPolygon', coordinates: polygons },
};

const out = join(dirname(fileURLToPath(import.meta.url)), 'gb-outline.json');
writeFileSync(out, `${JSON.stringify(outline)}\n`);
process.stdout.write(`wrote ${out} (${polygons.length} polygons); now run biome format --write on it\n`);
