export * from './client.ts';
export * from './geocode.ts';
export * from './hosts.ts';
export * from './theme.ts';
export * from './venue.ts';
export * from './wire.ts';
