/** Types of nodeFlags.mjs (plain JavaScript, so that `npm start` needs no TypeScript loader). */
export function serverNodeFlags(role: string | undefined): string[];
