import type { ClientSeed } from '../types.ts';
import {
  demoActivities,
  demoHoldings,
  demoInstructors,
  demoPackages,
  demoPlans,
  demoTags,
  demoUsers,
} from './demo-catalogue.ts';
import { demoCourses } from './demo-courses.ts';
import { demoCredits, demoDiscountCodes } from './demo-money.ts';
import { demoAdHoc, demoClasses, demoTickets } from './demo-timetable.ts';
import { demoActivityQuestions, demoWaivers } from './demo-waivers.ts';
import { demoTheme, demoVenues } from './demo-venues.ts';

export const DEMO_CLIENT_SLUG = 'demo';

/** The main demo operator: every feature switched on, thirteen venues. */
export const demoClient: ClientSeed = {
  client: {
    slug: DEMO_CLIENT_SLUG,
    name: 'Demo Leisure',
    currencyCode: 'GBP',
    currencySymbol: '£',
    timezone: 'Europe/London',
    timeFormat: '24h',
    onlineJoiningEnabled: true,
    guestPassesEnabled: true,
    migrationInDays: 7,
    termsUrl: 'https://www.demo-leisure.example/terms-and-conditions',
    // The sample host page (http/embed-demo.ts) may frame the apps: docs/embedding.md.
    frameAncestors: ['http://embed-demo.localhost:*'],
  },
  website: 'https://www.demo-leisure.example',
  theme: demoTheme,
  venues: demoVenues,
  activities: demoActivities,
  instructors: demoInstructors,
  tags: demoTags,
  classes: demoClasses,
  adHoc: demoAdHoc,
  tickets: demoTickets,
  courses: demoCourses,
  plans: demoPlans,
  users: demoUsers,
  discountCodes: demoDiscountCodes,
  credits: demoCredits,
  waivers: demoWaivers,
  packages: demoPackages,
  holdings: demoHoldings,
  activityQuestions: demoActivityQuestions,
};
