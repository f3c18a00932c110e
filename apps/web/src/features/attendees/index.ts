export { previousAttendeesQuery, usePreviousAttendees } from './api/previous-attendees.ts';
export { requiredWaiversQuery, useRequiredWaivers, waiversQueryKey } from './api/required-waivers.ts';
export { sendWaivers, useSendWaivers } from './api/send-waivers.ts';
export { WaiversForm, waiverErrorMessage } from './components/waivers-form.tsx';
export { clearSavedAttendees, savedAttendeesStore, useSavedAttendees } from './lib/saved-attendees.ts';
