/** TanStack Query keys of the notifications feature. */
export const notificationKeys = {
  /** Prefix of every notification list (invalidated by a new or read notification). */
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
  pages: ['notifications', 'pages'] as const,
  settings: ['notification-settings'] as const,
};
