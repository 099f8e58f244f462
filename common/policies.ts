/**
 * Who may do what: the pure rules shared by the server (server/policies/) and the web app, so a
 * button is shown exactly when the API would allow the action. Each takes the user as the API
 * sends it (or the server's user row): anything with `id` and `role`.
 */

/** The parts of a user the rules read. */
export interface Actor {
  id: number;
  role: string;
}

/** Whether `user` is an admin (spec section 3: the role is compared case-insensitively). */
export function isAdmin(user: Pick<Actor, 'role'> | null | undefined): boolean {
  return typeof user?.role === 'string' && user.role.toLowerCase() === 'admin';
}

/** Whether `user` wrote the thing whose author is `authorId`, or is an admin. */
export function isAuthorOrAdmin(user: Actor | null | undefined, authorId: number | null | undefined): boolean {
  if (!user) return false;
  return isAdmin(user) || (authorId !== undefined && authorId !== null && user.id === authorId);
}

/** Whether `user` may delete a forum post, reply or comment written by `authorId`: its author or an admin. */
export const canDelete = isAuthorOrAdmin;

/**
 * Whether `user` may edit a forum post, reply or question comment written by `authorId`: its author
 * only. Admins may delete what others wrote but never put words in their mouths (docs/contract.md 7.6).
 */
export function canEdit(user: Actor | null | undefined, authorId: number | null | undefined): boolean {
  return !!user && authorId !== undefined && authorId !== null && user.id === authorId;
}

/** Whether `viewer` may see the contact details (mobile, email) of the user `subjectId`: that user or an admin. */
export function canSeeContactDetails(viewer: Actor | null | undefined, subjectId: number): boolean {
  return isAuthorOrAdmin(viewer, subjectId);
}

/**
 * Whether `viewer` is offered suspending or changing the role of the user `subjectId`: admins, never
 * on themselves (the API answers 400 for oneself, and refuses to leave no active admin).
 */
export function canModerateUser(viewer: Actor | null | undefined, subjectId: number): boolean {
  return isAdmin(viewer) && viewer!.id !== subjectId;
}

/** The parts of a question the visibility rules read. */
export interface QuestionAccessFacts {
  status: string;
  submittedBy: number | null;
}

/**
 * Whether `viewer` may see a question: approved ones everyone; pending and rejected ones only their
 * submitter and admins; deleted ones nobody (docs/contract.md section 7.6).
 */
export function canViewQuestion(viewer: Actor, question: QuestionAccessFacts): boolean {
  if (question.status === 'deleted') return false;
  return question.status === 'approved' || isAuthorOrAdmin(viewer, question.submittedBy);
}

/** Whether `viewer` may edit and resubmit a question: its submitter, while it is rejected. */
export function canResubmitQuestion(viewer: Actor | null | undefined, question: QuestionAccessFacts): boolean {
  return !!viewer && question.status === 'rejected' && question.submittedBy === viewer.id;
}

/**
 * Whether `viewer` may know a question's correct answer (and so its AI explanation): after
 * answering it (`answered`), as its submitter, or as an admin.
 */
export function canKnowAnswer(viewer: Actor, question: Pick<QuestionAccessFacts, 'submittedBy'>, answered: boolean): boolean {
  return answered || isAuthorOrAdmin(viewer, question.submittedBy);
}

/** Whether `user` is a mentor: `userType` becomes 'Mentor' only when an admin approves their mentor request. */
export function isMentor(user: { userType?: string | null } | null | undefined): boolean {
  return user?.userType === 'Mentor';
}

/** Whether `user` may accept a reply as the answer of a post written by `authorId` (contract 8.4): its author or an admin. */
export const canAcceptReply = isAuthorOrAdmin;

/**
 * Whether `user` may accept a comment as the best explanation of a question submitted by
 * `submittedBy` (contract 8.4): its submitter, a mentor or an admin.
 */
export function canAcceptExplanation(user: (Actor & { userType?: string | null }) | null | undefined, submittedBy: number | null | undefined): boolean {
  return !!user && (isAuthorOrAdmin(user, submittedBy) || isMentor(user));
}
