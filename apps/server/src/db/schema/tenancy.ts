import type { AccessibilityFeature } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantForeignKey } from './tenant-foreign-key.ts';

/**
 * Tenancy: every tenant-owned table carries `client_id` as the first column of its primary key
 * and of every unique key, so tenants can later be distributed by it (Citus) without a rewrite.
 */
/** Accessibility facts (the contract's `AccessibilityFeature` values); empty when none are known. */
export const accessibilityColumn = () =>
  text('accessibility').array().$type<AccessibilityFeature[]>().notNull().default(sql`'{}'::text[]`);

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    currencyCode: text('currency_code').notNull().default('GBP'),
    currencySymbol: text('currency_symbol').notNull().default('£'),
    timezone: text('timezone').notNull().default('Europe/London'),
    timeFormat: text('time_format', { enum: ['24h', '12h'] })
      .notNull()
      .default('24h'),
    onlineJoiningEnabled: boolean('online_joining_enabled').notNull().default(false),
    guestPassesEnabled: boolean('guest_passes_enabled').notNull().default(false),
    kioskHomeUrl: text('kiosk_home_url'),
    /** The client's terms and conditions on its own site: an https address (`clients_terms_url`). */
    termsUrl: text('terms_url'),
    migrationDate: date('migration_date', { mode: 'string' }),
    /** The VAT included in prices, in hundredths of a percent: 2000 is 20%. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(2000),
    isInMaintenance: boolean('is_in_maintenance').notNull().default(false),
    googleAnalyticsId: text('google_analytics_id'),
    googleTagManagerId: text('google_tag_manager_id'),
    /** Origins allowed to frame the apps (CSP frame-ancestors); empty means none. */
    frameAncestors: text('frame_ancestors').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('clients_slug_key').on(table.slug),
    check('clients_vat_rate', sql`${table.vatRateBasisPoints} between 0 and 10000`),
    // Every acceptance of the terms links this address: only https, with a host name, is taken.
    check(
      'clients_terms_url',
      sql`${table.termsUrl} is null or ${table.termsUrl} ~* '^https://[a-z0-9-]+(\\.[a-z0-9-]+)+(:[0-9]+)?([/?#][^[:space:]]*)?$'`,
    ),
  ],
);

export const venues = pgTable(
  'venues',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    town: text('town').notNull(),
    county: text('county'),
    postcode: text('postcode').notNull(),
    phone: text('phone'),
    email: text('email'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    activitiesV2Enabled: boolean('activities_v2_enabled').notNull().default(false),
    migrationDate: date('migration_date', { mode: 'string' }),
    displayVenueSelectionButton: boolean('display_venue_selection_button').notNull().default(true),
    onlineJoiningEnabled: boolean('online_joining_enabled').notNull().default(false),
    imageUrl: text('image_url'),
    /** Facts of the building: step-free access, Changing Places toilet, hearing loop, pool hoist. */
    accessibility: accessibilityColumn(),
    /** Stored already sanitised (allow-list); sanitised again when served. */
    footerHtml: text('footer_html').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('venues_client_slug_key').on(table.clientId, table.slug),
  ],
);

/** A client's theme (venue_id null) and per-venue themes that override it. */
export const themes = pgTable(
  'themes',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    venueId: integer('venue_id'),
    headerPrimaryColour: text('header_primary_colour'),
    logoUrl: text('logo_url'),
    darkBgColour: text('dark_bg_colour'),
    headerBgColour: text('header_bg_colour'),
    headingFontStyle: text('heading_font_style'),
    primaryColour: text('primary_colour'),
    secondaryColour1: text('secondary_colour1'),
    secondaryColour2: text('secondary_colour2'),
    bodyFontStyle: text('body_font_style'),
    secondaryButtonStyle: text('secondary_button_style'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('themes_client_venue_key').on(table.clientId, sql`coalesce(${table.venueId}, 0)`),
    index('themes_venue_idx').on(table.clientId, table.venueId),
    tenantForeignKey(
      'themes_venue_fk',
      { clientId: table.clientId, column: table.venueId },
      { clientId: venues.clientId, id: venues.id },
    ),
  ],
);
