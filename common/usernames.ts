/**
 * Rules of usernames that the web app needs without the account schemas (which bring zod, 24 KB
 * compressed, to every page showing a name): common/api/accounts.ts validates with these.
 */

/** Usernames (contract section 7.8): ASCII letters, digits, ".", "_" and "-" only, so no two look alike. */
export const usernamePattern = /^[A-Za-z0-9._-]+$/;

/**
 * Whether `username` is "." or "..", which a browser removes from a path (`/u/..` becomes `/`):
 * refused at registration; accounts made before are addressed by query string instead.
 */
export const isDotUsername = (username: string): boolean => username === '.' || username === '..';
