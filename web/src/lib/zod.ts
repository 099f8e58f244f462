/**
 * zod for the web build, without eval (web/vite.config.ts resolves every `import ... from 'zod'`
 * here): the Content-Security-Policy has no 'unsafe-eval', and zod probes `new Function` when an
 * object schema is defined, which the browser reports as a CSP violation even though zod falls
 * back. Every module that defines a schema imports zod, so this runs before the first definition,
 * in whichever lazily loaded chunk first needs zod. Exports exactly what `zod` exports.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
