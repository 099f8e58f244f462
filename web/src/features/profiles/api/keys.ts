/** TanStack Query keys of the profiles feature. */
import type { Period } from '@common/api/reputation.ts';

export const profileKeys = {
  all: ['profiles'] as const,
  /** Usernames match without regard to case, so the key holds the lower-case form. */
  byUsername: (username: string) => ['profiles', 'user', username.toLowerCase()] as const,
  contributors: (period: Period) => ['profiles', 'contributors', period] as const,
};
