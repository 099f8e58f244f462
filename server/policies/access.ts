/**
 * The server's side of the pure access rules of common/policies.ts (the web app shows buttons by
 * the same ones), plus the checks that throw the API's errors.
 */
import { messages } from '@common/messages.ts';
import { canDelete, canEdit, type Actor } from '@common/policies.ts';
import { forbidden } from '../errors.ts';

export { canDelete, canEdit, canKnowAnswer, canResubmitQuestion, canSeeContactDetails, canViewQuestion, isAdmin, isAuthorOrAdmin, type Actor } from '@common/policies.ts';

/**
 * Lets only the author of a forum post or reply (or comment) and admins through.
 * @throws AppError 403 `message` (default "Only the author can delete this") for anyone else
 */
export function requireAuthorOrAdmin(user: Actor, authorId: number | null, message: string = messages.forum.authorOnly): void {
  if (!canDelete(user, authorId)) throw forbidden(message);
}

/**
 * Lets only the author of a forum post, reply or question comment through (admins too are refused).
 * @throws AppError 403 "Only the author can edit this" for anyone else
 */
export function requireAuthor(user: Actor, authorId: number | null): void {
  if (!canEdit(user, authorId)) throw forbidden(messages.forum.editAuthorOnly);
}
