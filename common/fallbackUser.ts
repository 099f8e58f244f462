import type { User } from './api/accounts.ts';

/** Spec section 3: used when a user fetch fails. Kept apart from the zod schemas so the web shell can use it without loading zod. */
export const fallbackUser: User = {
  id: 0,
  name: 'Unknown User',
  username: 'Unknown User',
  userType: 'Student',
  role: 'user',
  mobile: null,
  emailId: null,
  emailVerified: false,
  mentorStatus: null,
  extraTimePercent: null,
  untimedPractice: null,
  showOnLeaderboards: null,
  suspended: null,
};
