/** The bookings app's routes, in one place (section 2 of the spec). */
export const paths = {
  home: '/',
  redirectToSelectedVenue: '/redirect-to-selected-venue',
  courseRedirectToSelectedVenue: '/course-redirect-to-selected-venue',
  register: '/register',
  basket: '/basket',
  checkout: '/basket/checkout',
  bookingConfirmed: (completeOrderId: string) => `/booking-confirmed/${encodeURIComponent(completeOrderId)}`,
  location: (venueSlug: string) => `/location/${encodeURIComponent(venueSlug)}`,
  activity: (venueSlug: string, activitySlug: string) =>
    `/location/${encodeURIComponent(venueSlug)}/${encodeURIComponent(activitySlug)}`,
  timeSlots: (venueSlug: string, activitySlug: string, dateSlug: string, type?: string) =>
    `/location/${encodeURIComponent(venueSlug)}/${encodeURIComponent(activitySlug)}/${dateSlug}${type ? `/${type}` : ''}`,
  courses: (venueSlug: string) => `/courses/location/${encodeURIComponent(venueSlug)}`,
  courseActivity: (venueSlug: string, activitySlug: string) =>
    `/courses/location/${encodeURIComponent(venueSlug)}/${encodeURIComponent(activitySlug)}`,
  course: (venueSlug: string, activitySlug: string, courseSlug: string) =>
    `/courses/location/${encodeURIComponent(venueSlug)}/${encodeURIComponent(activitySlug)}/${encodeURIComponent(courseSlug)}`,
  attendees: '/attendees',
  pricing: '/pricing',
} as const;

/** The optional listing type segment of the time-slot route. */
export const listingTypes = ['by-time', 'by-location'] as const;
