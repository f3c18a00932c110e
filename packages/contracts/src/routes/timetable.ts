import {
  ActivityDateList,
  ActivityParams,
  CategoryActivityParams,
  CategoryDatesParams,
  ClassDetail,
  ClassIdParams,
  SlotList,
  SlotsQuery,
  TicketsQuery,
  TicketTypeList,
  TimesResponse,
  Timetable,
  TimetableQuery,
} from '../timetable.ts';
import { defineRoutes } from './route.ts';
import { timetablePaths } from './timetable.paths.ts';

/** Listings of an activity: classes, slots and fast-ticket times in both API families, ticket types, dates, one class. */
export const timetableRoutes = defineRoutes(timetablePaths, {
  timetable: { params: ActivityParams, query: TimetableQuery, data: Timetable },
  timetableV2: { params: ActivityParams, query: TimetableQuery, data: Timetable },
  slots: { params: ActivityParams, query: SlotsQuery, data: SlotList },
  slotsV2: { params: ActivityParams, query: SlotsQuery, data: SlotList },
  times: { params: ActivityParams, query: TimetableQuery, data: TimesResponse },
  timesV2: { params: ActivityParams, query: TimetableQuery, data: TimesResponse },
  tickets: { params: CategoryActivityParams, query: TicketsQuery, data: TicketTypeList },
  dates: { params: CategoryDatesParams, data: ActivityDateList },
  classDetail: { params: ClassIdParams, data: ClassDetail },
});
