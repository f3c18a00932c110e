import type { AccessibilityFeature } from '@leisure/contracts';
import type {
  ActivityKind,
  activities,
  clients,
  courseQuestions,
  discountCodes,
  themes,
  venues,
} from '../schema/index.ts';

/** What one client's demo data is made of; `seed-client.ts` turns it into rows. */
export interface ClientSeed {
  client: Omit<typeof clients.$inferInsert, 'id' | 'migrationDate' | 'createdAt'> & {
    /** Days from today to the client's migration date; null for none. */
    migrationInDays: number | null;
  };
  /** The operator's public website, linked from venue footers. */
  website: string;
  theme: ThemeSeed;
  venues: VenueSeed[];
  activities: ActivitySeed[];
  instructors: InstructorSeed[];
  tags: TagSeed[];
  classes: ClassSeed[];
  adHoc: AdHocSeed[];
  tickets: TicketSeed[];
  courses: CourseSeed[];
  plans: PlanSeed[];
  users: UserSeed[];
  /** Codes customers can type at the basket (added to an existing database too, once). */
  discountCodes?: DiscountCodeSeed[];
  /** Credit granted to demo customers (added to an existing database too, once). */
  credits?: CreditSeed[];
  /** Participation waivers of activities (added to an existing database too, once). */
  waivers?: WaiverSeed[];
  /** Packages customers can hold (added to an existing database too, once). */
  packages?: PackageSeed[];
  /** Demo customers' memberships and packages (added to an existing database too, once). */
  holdings?: HoldingSeed[];
  /** Questions asked when booking an activity (added to an existing database too, once). */
  activityQuestions?: ActivityQuestionSeed[];
}

export interface WaiverSeed {
  /** The activity's slug. */
  activity: string;
  text: string;
}

export interface ActivityQuestionSeed {
  activity: string;
  question: string;
  kind: 'text' | 'select' | 'boolean';
  options: string[];
  isRequired: boolean;
}

export type DiscountCodeSeed = Omit<typeof discountCodes.$inferInsert, 'clientId' | 'id' | 'redemptionCount'>;

export interface CreditSeed {
  /** The customer's email at this client. */
  email: string;
  kind: 'general' | 'membership';
  amountPence: number;
  /** The ledger row's reason; a grant with the same reason is never added twice. */
  reason: string;
}

export type ThemeSeed = Omit<typeof themes.$inferInsert, 'clientId' | 'id' | 'venueId'>;

/** `daily`, `weekdays`, `weekends` or ISO weekdays (1 Monday ... 7 Sunday). */
export type Days = 'daily' | 'weekdays' | 'weekends' | readonly number[];

export interface OpeningHours {
  weekdays: readonly [open: string, close: string];
  weekends: readonly [open: string, close: string];
}

export type VenueSeed = Omit<
  typeof venues.$inferInsert,
  'clientId' | 'id' | 'migrationDate' | 'footerHtml' | 'sortOrder' | 'createdAt'
> & {
  /** `past`: 30 days ago; `future`: in 7 days; `client`: none of its own (the client's applies). */
  migration: 'past' | 'future' | 'client';
  hours: OpeningHours;
  locations: LocationSeed[];
  theme?: ThemeSeed;
};

export interface LocationSeed {
  name: string;
  kind: string;
}

export interface ActivitySeed {
  slug: string;
  name: string;
  description: string;
  parent?: string;
  kind: ActivityKind;
  browseByName?: (typeof activities.$inferInsert)['browseByName'];
  allocationStrategy?: (typeof activities.$inferInsert)['allocationStrategy'];
  isMembersOnly?: boolean;
  accessibility?: AccessibilityFeature[];
  /** Venue slugs offering it; a root is offered wherever one of its children is. */
  venues: readonly string[];
  /**
   * Hours before the start from which a cancelled booking gets nothing back (the column's
   * default, 24, when unset). Applied to an existing database too, once.
   */
  cancellationCutoffHours?: number;
}

export interface InstructorSeed {
  firstName: string;
  lastName: string;
  bio: string;
}

export interface TagSeed {
  slug: string;
  name: string;
}

/** A weekly class on the timetable, run at each of `venues` (each venue may drop some times). */
export interface ClassSeed {
  activity: string;
  venues: readonly string[];
  name?: string;
  description: string;
  days: Days;
  time: string;
  minutes: number;
  capacity: number;
  pricePence: number;
  location: string;
  /** First names; each venue gets one of them. */
  instructors: readonly string[];
  tags?: readonly string[];
}

/** Bookable periods of every location of `locationKind` at each venue. */
export interface AdHocSeed {
  activity: string;
  venues: readonly string[];
  locationKind: string;
  from: string;
  until: string;
  slotMinutes: number;
  pricePence: number;
  /** Weekdays 17:00-21:00. */
  peakPricePence?: number;
}

export interface TicketSeed {
  activity: string;
  venues: readonly string[];
  from: string;
  until: string;
  every: number;
  sessionMinutes: number;
  capacity: number;
  types: readonly { name: string; pricePence: number; placesPerTicket?: number }[];
}

export interface CourseSeed {
  slug: string;
  name: string;
  description: string;
  activity: string;
  venues: readonly string[];
  weekday: number;
  startTime: string;
  durationMinutes: number;
  sessionCount: number;
  /** The first session is on the first `weekday` at least this many days from today. */
  startsInDays: number;
  minAge: number | null;
  maxAge: number | null;
  pricePence: number;
  capacity: number;
  bookedCount?: number;
  questions: readonly Omit<
    typeof courseQuestions.$inferInsert,
    'clientId' | 'id' | 'courseId' | 'sortOrder'
  >[];
}

export interface PlanSeed {
  slug: string;
  name: string;
  description: string;
  venue?: string;
  pricePence: number;
  joiningFeePence: number;
  termMonths: number;
  /** Months of notice to cancel (the plan's default of 1 when left out). */
  noticeMonths?: number;
  /** Whole months a member may freeze a calendar year, and the fee of each (none when left out). */
  freezeMonthsPerYear?: number;
  freezeFeePence?: number;
  guestPassesPerMonth: number;
  minAge?: number;
  maxAge?: number;
  isOnlineJoinable: boolean;
  discounts: readonly { activities: readonly string[]; percentOff: number }[];
  /** Free sessions a month (added to an existing database too, once). */
  benefits?: readonly { name: string; sessionsPerMonth: number; activities: readonly string[] }[];
}

/** A package customers can hold: prepaid sessions of some activities. */
export interface PackageSeed {
  slug: string;
  name: string;
  description: string;
  sessions: number;
  validDays: number;
  pricePence: number;
  activities: readonly string[];
}

/** A demo customer's membership and packages (added to an existing database too, once). */
export interface HoldingSeed {
  email: string;
  membership?: {
    plan: string;
    reference: string;
    startedDaysAgo: number;
    /**
     * How their later months are paid (a sandbox card kept on file) and where their billing
     * stands: every month paid, the last one declined and being retried, or suspended after the
     * last retry. With no `payment`, no card is on file.
     */
    payment?: { card: { brand: string; last4: string }; state: 'paid' | 'retrying' | 'suspended' };
  };
  packages?: readonly { package: string; expiresInDays: number }[];
}

export interface UserSeed {
  reference: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'customer' | 'staff';
  homeVenue?: string;
  dateOfBirth?: string;
  phone?: string;
  /** Shown with the demo logins when set. */
  loginLabel?: string;
}
