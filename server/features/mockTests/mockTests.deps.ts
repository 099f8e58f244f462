/** The AttemptDeps of an API process: the app's clock, its queues for deadline jobs, and its socket.io server. */
import type { FastifyInstance } from 'fastify';
import { announceNotifications } from '../../notifications/announce.ts';
import { rooms } from '../../plugins/realtime.ts';
import type { AttemptDeps } from './attempts.service.ts';
import { scheduleSectionDeadline } from './sectionDeadline.job.ts';

export function apiAttemptDeps(app: FastifyInstance): AttemptDeps {
  return {
    db: app.db,
    now: () => app.now(),
    scheduleDeadline: (data, dueAt) => scheduleSectionDeadline(app.queues, data, dueAt, app.now()),
    notifySectionEnded: (userId, event) => app.io.to(rooms.user(userId)).emit('attempt:section-ended', event),
    announceNotifications: (ids) => announceNotifications(app.io, app.db, ids),
    log: app.log,
  };
}
