/**
 * The `code` values of error answers the web app acts on (beside `message`; see `apiErrorSchema`
 * in http.ts). Kept free of zod, so the first page can import it.
 */

/** 403 to a suspended account's session (and its login), with the admin's `reason`. */
export const accountSuspendedCode = 'account_suspended';
