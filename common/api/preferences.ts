/** A user's practice preferences (docs/contract.md section 7.5). */
import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * PUT /api/preferences JSON: `untimedPractice` true shows questions at once without a clock (answers
 * then carry no time); false (the default) is timed practice. Anything but true/false:
 * 400 "untimedPractice must be true or false". The answer is the user JSON.
 */
export const preferencesSchema = z.object({
  untimedPractice: z.boolean({ error: messages.preferences.untimedPractice }),
});
export type Preferences = z.infer<typeof preferencesSchema>;
