/**
 * The API's operation catalogue for the generated OpenAPI document (GET /docs/openapi.json):
 * per route, a summary, a tag, and the very zod schemas the route parses its input with
 * (`parseInput(schema, ...)`) and answers with. Keys are `"<METHOD> <path>"` or just `<path>`
 * (every method of that path), with Fastify's `:param` path syntax. A route missing here still
 * appears in the document (method, path, path parameters); a route may also carry its own entry as
 * `config: { docs: {...} }`, which wins.
 */
import { z } from 'zod';
import { aiPaths, aiStatusSchema } from './ai.ts';
import { loginSchema, registrationSchema, userSchema } from './accounts.ts';
import { addCommentSchema, addReplySchema, commentsQuerySchema } from './comments.ts';
import { errorLogEntrySchema, questionStatsSchema, tagMistakeSchema } from './errorLog.ts';
import { addForumReplySchema, createForumSchema, createPostSchema, forumIdQuerySchema } from './forums.ts';
import { idQuerySchema, idSchema, pageQuerySchema } from './http.ts';
import { importJobSchema, importQueuedSchema, importRowSchema } from './imports.ts';
import { pendingMentorSchema } from './mentors.ts';
import { namedSchema, questionFiltersSchema, questionSchema, questionSummarySchema, topicSchema, topicsQuerySchema } from './questions.ts';
import { resourceSchema } from './resources.ts';
import { addResponseResultSchema, addResponseSchema, responseSchema, responseStatsSchema } from './responses.ts';
import { searchQuerySchema } from './search.ts';
import { submitQuestionSchema, submittedQuestionSchema } from './submissions.ts';
import { usersQuerySchema } from './users.ts';

/** How one operation is documented; every schema is optional. */
export interface OperationDoc {
  summary: string;
  /** Group shown in the viewer; defaults to the path's first segment after /api. */
  tag?: string;
  query?: z.ZodType;
  /** Path parameters; without it each `:name` is documented as a required string. */
  params?: z.ZodType;
  body?: z.ZodType;
  /** Media type of `body` (default application/json). */
  bodyType?: 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';
  /** Schema of a 2xx answer. */
  response?: z.ZodType;
  /** Media type of the answer when it is not JSON (text/plain, text/csv, application/pdf). */
  responseType?: string;
  /** Who may call it: anyone, a logged-in user (session cookie `sid`), or an admin. */
  access?: 'public' | 'user' | 'admin';
}

const idParams = z.object({ id: idSchema });
const list = (schema: z.ZodType) => z.array(schema);
const pageOf = (schema: z.ZodType) => z.array(schema).describe('One page; the total is in the X-Total-Count header');

export const operations: Record<string, OperationDoc> = {
  '/health': { summary: 'Liveness: the process answers', tag: 'health', access: 'public' },
  '/ready': { summary: 'Readiness: database, Redis and queues answer in time (503 otherwise)', tag: 'health', access: 'public' },

  '/public/addUser': { summary: 'Register a student or mentor', tag: 'accounts', body: registrationSchema, response: userSchema, access: 'public' },
  '/perform-login': {
    summary: 'Log in (form fields or a Basic header); sets the session cookie',
    tag: 'accounts',
    body: loginSchema,
    bodyType: 'application/x-www-form-urlencoded',
    response: userSchema,
    access: 'public',
  },
  '/public/isLogin': { summary: 'Whether the caller has a session (JSON true or false)', tag: 'accounts', response: z.boolean(), access: 'public' },
  '/logout': { summary: 'End the session (GET is a navigation that redirects to /login)', tag: 'accounts', access: 'public' },
  '/api/userDetails': { summary: 'The logged-in user', tag: 'accounts', response: userSchema, access: 'user' },
  '/api/users/:id': { summary: 'A user by id', tag: 'accounts', params: idParams, response: userSchema, access: 'user' },
  '/api/getUserDetails': { summary: 'A user by id', tag: 'accounts', query: idQuerySchema, response: userSchema, access: 'user' },
  '/api/getSubmittedBy': { summary: 'How many questions I submitted', tag: 'accounts', response: z.number().int(), access: 'user' },
  '/api/getAnswered': { summary: 'How many distinct questions I answered', tag: 'accounts', response: z.number().int(), access: 'user' },
  '/api/getUsers': { summary: 'Search users (admin)', tag: 'users', query: usersQuerySchema, response: pageOf(userSchema), access: 'admin' },

  '/api/categories': { summary: 'All categories', tag: 'questions', response: list(namedSchema), access: 'user' },
  '/api/sources': { summary: 'All sources', tag: 'questions', response: list(namedSchema), access: 'user' },
  '/api/getTopicsByCategory': { summary: 'Topics of the given categories', tag: 'questions', query: topicsQuerySchema, response: list(topicSchema), access: 'user' },
  '/api/getQuestionsByFilters': {
    summary: 'Questions by category, topic and source (idsOnly=true: every matching id)',
    tag: 'questions',
    query: questionFiltersSchema,
    response: pageOf(questionSummarySchema),
    access: 'user',
  },
  '/api/getQuestionsbyId': { summary: 'One question (correctAnswer only once answered)', tag: 'questions', query: idQuerySchema, response: questionSchema, access: 'user' },

  '/api/addResponse': { summary: 'Answer a question', tag: 'responses', query: addResponseSchema, response: addResponseResultSchema, access: 'user' },
  '/api/getResponses': { summary: 'My attempts', tag: 'responses', query: pageQuerySchema, response: pageOf(responseSchema), access: 'user' },
  '/api/getResponseStats': { summary: 'My accuracy by category and topic', tag: 'responses', response: responseStatsSchema, access: 'user' },
  '/api/getErrorLog': { summary: 'My wrong answers with their tagged reasons', tag: 'responses', response: list(errorLogEntrySchema), access: 'user' },
  '/api/tagMistake': { summary: 'Tag why an attempt was wrong', tag: 'responses', query: tagMistakeSchema, access: 'user' },
  '/api/getQuestionStats': { summary: "A question's answer statistics", tag: 'responses', query: idQuerySchema, response: questionStatsSchema, access: 'user' },

  '/api/getCommentsbyId': { summary: "A question's comments and replies", tag: 'comments', query: commentsQuerySchema, access: 'user' },
  '/api/addComment': { summary: 'Comment on a question', tag: 'comments', query: addCommentSchema, access: 'user' },
  '/api/addReply': { summary: 'Reply to a comment', tag: 'comments', query: addReplySchema, access: 'user' },
  '/api/likeComment': { summary: 'Like a comment (toggles)', tag: 'comments', query: idQuerySchema, access: 'user' },
  '/api/dislikeComment': { summary: 'Dislike a comment (toggles)', tag: 'comments', query: idQuerySchema, access: 'user' },

  '/api/forum/getForums': { summary: 'Forums', tag: 'forums', query: pageQuerySchema, access: 'user' },
  '/api/forum/forums': { summary: 'Create a forum', tag: 'forums', body: createForumSchema, access: 'user' },
  '/api/deleteForum': { summary: 'Delete a forum (admin)', tag: 'forums', query: forumIdQuerySchema, access: 'admin' },
  '/api/forum/getPostsbyForumId/:forumId': { summary: "A forum's posts", tag: 'forums', params: forumIdQuerySchema, query: pageQuerySchema, access: 'user' },
  'GET /api/forum/posts/:id': { summary: 'A post with its replies', tag: 'forums', params: idParams, access: 'user' },
  'DELETE /api/forum/posts/:id': { summary: 'Delete a post (author or admin)', tag: 'forums', params: idParams, access: 'user' },
  '/api/forum/posts': { summary: 'Create a post in a forum', tag: 'forums', body: createPostSchema, access: 'user' },
  '/api/forum/posts/:id/like': { summary: 'Like a post (toggles)', tag: 'forums', params: idParams, access: 'user' },
  '/api/forum/posts/:id/unlike': { summary: 'Remove my like of a post', tag: 'forums', params: idParams, access: 'user' },
  '/api/forum/posts/:id/dislike': { summary: 'Dislike a post (toggles)', tag: 'forums', params: idParams, access: 'user' },
  '/api/forum/addReply/:postId': {
    summary: 'Reply to a post',
    tag: 'forums',
    params: z.object({ postId: idSchema }),
    body: addForumReplySchema,
    bodyType: 'application/x-www-form-urlencoded',
    access: 'user',
  },
  '/api/forum/replies/:id': { summary: 'Delete a reply (author or admin)', tag: 'forums', params: idParams, access: 'user' },
  '/api/forum/replies/:id/like': { summary: 'Like a reply (toggles)', tag: 'forums', params: idParams, access: 'user' },
  '/api/forum/replies/:id/unlike': { summary: 'Remove my like of a reply', tag: 'forums', params: idParams, access: 'user' },
  '/api/forum/replies/:id/dislike': { summary: 'Dislike a reply (toggles)', tag: 'forums', params: idParams, access: 'user' },

  '/api/search': { summary: 'Search forums, posts and questions', tag: 'search', query: searchQuerySchema, access: 'user' },

  '/api/submitQuestion': { summary: 'Submit a question for review', tag: 'submissions', body: submitQuestionSchema, access: 'user' },
  '/api/getSubmittedQuestions': { summary: 'My submitted questions with their status', tag: 'submissions', query: pageQuerySchema, response: pageOf(submittedQuestionSchema), access: 'user' },
  '/api/getPendingQuestions': { summary: 'Questions waiting for review (admin)', tag: 'submissions', query: pageQuerySchema, access: 'admin' },
  '/api/approveQuestion': { summary: 'Approve a submitted question (admin)', tag: 'submissions', query: idQuerySchema, access: 'admin' },
  '/api/rejectQuestion': { summary: 'Reject a submitted question (admin)', tag: 'submissions', query: idQuerySchema, access: 'admin' },

  '/api/getPendingMentors': { summary: 'Mentor requests waiting for a decision (admin)', tag: 'mentors', query: pageQuerySchema, response: pageOf(pendingMentorSchema), access: 'admin' },
  '/api/approveMentor': { summary: 'Approve a mentor request (admin)', tag: 'mentors', query: idQuerySchema, access: 'admin' },
  '/api/rejectMentor': { summary: 'Reject a mentor request (admin)', tag: 'mentors', query: idQuerySchema, access: 'admin' },

  '/api/import-excel-check': { summary: 'Check an Excel file: every row with its errors (admin)', tag: 'imports', bodyType: 'multipart/form-data', response: list(importRowSchema), access: 'admin' },
  '/api/import-excel': { summary: 'Queue an Excel import (admin)', tag: 'imports', bodyType: 'multipart/form-data', response: importQueuedSchema, access: 'admin' },
  '/api/import-jobs/:jobId': { summary: "An import job's progress (admin)", tag: 'imports', params: z.object({ jobId: idSchema }), response: importJobSchema, access: 'admin' },
  '/api/import-template.csv': { summary: 'The import header row as CSV (admin)', tag: 'imports', responseType: 'text/csv', access: 'admin' },

  '/api/uploadPdf': { summary: 'Upload a PDF resource (at most 3 MB)', tag: 'resources', bodyType: 'multipart/form-data', response: resourceSchema, access: 'user' },
  '/api/getResources': { summary: 'Resources', tag: 'resources', query: pageQuerySchema, response: pageOf(resourceSchema), access: 'user' },
  '/api/downloadResource/:id': { summary: 'Download a resource', tag: 'resources', params: idParams, responseType: 'application/pdf', access: 'user' },

  [aiPaths.status]: { summary: 'Whether AI explanations are configured', tag: 'ai', response: aiStatusSchema, access: 'user' },
  [aiPaths.explanation]: { summary: 'AI explanation of a question I answered', tag: 'ai', query: idQuerySchema, responseType: 'text/plain', access: 'user' },
  [aiPaths.regenerate]: { summary: 'Regenerate an AI explanation (admin)', tag: 'ai', query: idQuerySchema, access: 'admin' },
};
