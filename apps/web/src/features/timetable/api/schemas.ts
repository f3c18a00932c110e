/** The timetable calls' schemas, loaded with their first request (lib/lazy-schema.ts `schemaFrom`). */
export { ActivityDateList, SlotList, TicketTypeList, TimesResponse, Timetable } from '@leisure/contracts';
