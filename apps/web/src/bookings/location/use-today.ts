import { todayIn } from '../../features/timetable/lib/calendar.ts';
import { useClient } from '../../lib/app-context.ts';

/** Today's date ('YYYY-MM-DD') in the client's time zone. */
export function useToday(): string {
  return todayIn(useClient().timezone);
}
