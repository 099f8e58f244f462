/** A user's preferences (docs/contract.md sections 7.5 and 8.2). */
import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * PUT /api/preferences JSON, either preference or both: `untimedPractice` true shows questions at
 * once without a clock (answers then carry no time), false (the default) is timed practice;
 * `showOnLeaderboards` true shows my name on mock test leaderboards (default false, docs/contract.md
 * section 8.2). Anything but true/false: 400 "<field> must be true or false"; neither: 400. The
 * answer is the user JSON.
 */
export const preferencesSchema = z
  .object({
    untimedPractice: z.boolean({ error: messages.preferences.untimedPractice }).optional(),
    showOnLeaderboards: z.boolean({ error: messages.preferences.showOnLeaderboards }).optional(),
  })
  .refine((body) => body.untimedPractice !== undefined || body.showOnLeaderboards !== undefined, messages.preferences.empty);
export type Preferences = z.infer<typeof preferencesSchema>;
