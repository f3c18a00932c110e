export * from './accounts.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './courses.ts';
export * from './people.ts';
export * from './tenancy.ts';
export * from './timetable.ts';
