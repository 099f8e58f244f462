/**
 * Reputation (contract 8.4): likes received on one's posts, replies and comments plus 10 for each
 * accepted answer; the public profile and the contributors leaderboard.
 */
import { z } from 'zod';
import { messages } from '../messages.ts';
import { userSummarySchema } from './accounts.ts';
import { pageQuerySchema } from './http.ts';

/** Reputation points for one accepted answer (a like received is worth 1). */
export const acceptedAnswerPoints = 10;

/** Path of GET /api/users/by-username/{username}/profile: a username, matched without regard to case. */
export const usernameParamsSchema = z.object({ username: z.string().min(1).describe('The username (any case)') });
export type UsernameParams = z.infer<typeof usernameParamsSchema>;

/** Query of GET /api/users/by-username/profile?username=: the same, for usernames a path cannot hold ("." and ".."). */
export const usernameQuerySchema = usernameParamsSchema;

/** GET /api/users/{id}/profile and /api/users/by-username/{username}/profile: what anyone logged in may see of a user (never mobile or email). */
export const profileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    userType: z.enum(['Student', 'Mentor']),
    joinedAt: z.string().describe('When the account was made (ISO 8601)'),
    reputation: z.number().int().describe('Likes received on their posts, replies and comments + 10 x accepted answers (their own likes and acceptances not counted)'),
    posts: z.number().int(),
    replies: z.number().int().describe('Forum replies that are not deleted'),
    comments: z.number().int().describe('Comments on questions (replies to comments included)'),
    acceptedAnswers: z.number().int().describe('Their replies and comments accepted by someone else'),
    questionsApproved: z.number().int(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** The leaderboard's periods: the last 7 days, the last 30 days, or all time. */
export const periodSchema = z.enum(['week', 'month', 'all'], { error: messages.community.period });
export type Period = z.infer<typeof periodSchema>;

/** Query of GET /api/leaderboards/contributors: a page and the period (default all). */
export const contributorsQuerySchema = pageQuerySchema.extend({ period: periodSchema.default('all') });
export type ContributorsQuery = z.infer<typeof contributorsQuerySchema>;

/** One row of the contributors leaderboard: reputation earned within the period. */
export const contributorSchema = z
  .object({
    user: userSummarySchema,
    reputation: z.number().int(),
    acceptedAnswers: z.number().int(),
  })
  .meta({ id: 'Contributor' });
export type Contributor = z.infer<typeof contributorSchema>;
