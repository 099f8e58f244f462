/**
 * zod without eval, for the Content-Security-Policy (no 'unsafe-eval'): otherwise zod probes
 * `new Function` when an object schema is defined, which the browser reports as a CSP violation
 * even though zod falls back. Imported first by main.tsx, before any module defines a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
