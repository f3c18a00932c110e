import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { basketHoldsOf, withBasketCourse, withBasketCourses } from '../timetable/basket-overlay.ts';
import { listingSourceOf } from '../timetable/listing-source.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import {
  findActivityBySlug,
  findCourse,
  listCourseQuestions,
  listCourseSessions,
  listCourses,
} from './courses.repository.ts';
import { type CourseView, toCourse, toCourseSummary } from './courses.service.ts';

export async function coursesRoutes(app: FastifyInstance) {
  /**
   * The client and venue the request names, how to show courses to its viewer, and the database
   * to read them from: the replica for a visitor with nothing of their own (`listing-source.ts`).
   */
  async function resolveView(request: FastifyRequest, venueSlug: string) {
    const client = await requireClient(request);
    const { db, viewer } = await listingSourceOf(request);
    const venue = await findVenueByIdOrSlug(db, client.id, venueSlug);
    if (!venue) throw notFound();
    const view: CourseView = {
      venueSlug: venue.slug,
      currencySymbol: client.currencySymbol,
      timezone: client.timezone,
      now: new Date(),
      viewer,
    };
    return { client, venue, view, db };
  }

  dataRoute(app, routes.activities.courses, {
    summary: "The venue's courses",
    description:
      'First to start first. With `activity`, the courses of that activity and of its sub-activities; ' +
      'an unknown activity slug answers 404. With `age`, only the courses whose age range takes it. `spacesAvailable` counts live basket holds; a course the ' +
      "viewer's basket holds shows CANCEL_RESERVATION.",
    tags: ['Courses'],
    handler: async ({ request, params, query }) => {
      const { client, venue, view, db } = await resolveView(request, params.venue);
      let activityId: number | undefined;
      if (query.activity !== undefined) {
        const activity = await findActivityBySlug(db, client.id, query.activity);
        if (!activity) throw notFound();
        activityId = activity.id;
      }
      const rows = await listCourses(db, {
        clientId: client.id,
        venueId: venue.id,
        activityId,
        age: query.age,
      });
      return withBasketCourses(
        rows.map((row) => toCourseSummary(row, view)),
        await basketHoldsOf(request),
      );
    },
  });

  dataRoute(app, routes.activities.course, {
    summary: 'One course, with its sessions and booking questions',
    tags: ['Courses'],
    handler: async ({ request, params }) => {
      const { client, venue, view, db } = await resolveView(request, params.venue);
      const row = await findCourse(db, {
        clientId: client.id,
        venueId: venue.id,
        slug: params.courseSlug,
      });
      if (!row) throw notFound();
      const [sessions, questions] = await Promise.all([
        listCourseSessions(db, client.id, row.id),
        listCourseQuestions(db, client.id, row.id),
      ]);
      return withBasketCourse(toCourse(row, { sessions, questions }, view), await basketHoldsOf(request));
    },
  });
}
