/** Who may delete what (spec section 6; CONTRACT.md section 5: authors, and admins). */
import { isAdmin, type User } from '@common/api/accounts.ts';

/** Whether `user` may delete something written by `authorId`. */
export function canDelete(user: User | undefined, authorId: number | undefined): boolean {
  if (!user) return false;
  return isAdmin(user) || (authorId !== undefined && user.id === authorId);
}
