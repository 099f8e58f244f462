/**
 * The server's side of the pure access rules of common/policies.ts (the web app shows buttons by
 * the same ones), plus the checks that throw the API's errors.
 */
import { messages } from '@common/messages.ts';
import { canDelete, type Actor } from '@common/policies.ts';
import { forbidden } from '../errors.ts';

export { canDelete, canKnowAnswer, canSeeContactDetails, canViewQuestion, isAdmin, isAuthorOrAdmin, type Actor } from '@common/policies.ts';

/**
 * Lets only the author of a forum post or reply (or comment) and admins through.
 * @throws AppError 403 `message` (default "Only the author can delete this") for anyone else
 */
export function requireAuthorOrAdmin(user: Actor, authorId: number | null, message: string = messages.forum.authorOnly): void {
  if (!canDelete(user, authorId)) throw forbidden(message);
}
