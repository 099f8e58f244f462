/**
 * Accounts: registration, login, user records (spec sections 3, 5, 7; docs/contract.md section 5).
 * The registration schema is the single source of the spec's registration rules: the web form
 * validates with `registrationFormSchema`, the server with `registrationSchema`.
 */
import { z } from 'zod';
import { messages } from '../messages.ts';
import { limits } from '../limits.ts';

const v = messages.validation;

/** Spec section 5: lowercase, uppercase, digit and one of @$!%*?&, only those classes, 8+. */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** Indian mobile: optional +91, then 10 digits starting 6-9; spaces are ignored. */
export const mobilePattern = /^(?:\+91)?[6-9]\d{9}$/;

/** Removes spaces and a leading +91: the stored form is the bare 10 digits. */
export function normalizeMobile(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  return compact.startsWith('+91') ? compact.slice(3) : compact;
}

export const userTypeSchema = z.enum(['Student', 'Mentor']);
export type UserType = z.infer<typeof userTypeSchema>;
export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;
export const mentorStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type MentorStatus = z.infer<typeof mentorStatusSchema>;

const mobileField = z
  .string()
  .max(20, v.mobile)
  .optional()
  .transform((raw) => (raw === undefined ? '' : raw.replace(/\s+/g, '')))
  .refine((compact) => compact === '' || mobilePattern.test(compact), v.mobile)
  .transform((compact) => (compact === '' ? null : normalizeMobile(compact)));

const registrationFields = {
  name: z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired).max(limits.nameMax, `Name must be at most ${limits.nameMax} characters`),
  username: z
    .string({ error: v.usernameRequired })
    .trim()
    .min(1, v.usernameRequired)
    .max(limits.usernameMax, `Username must be at most ${limits.usernameMax} characters`)
    .regex(/^\S+$/, 'Username must not contain spaces'),
  password: z
    .string({ error: v.password })
    .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`)
    .regex(passwordPattern, v.password),
  mobile: mobileField,
  emailId: z.string({ error: v.email }).trim().max(limits.emailMax, v.email).pipe(z.email(v.email)),
  userType: userTypeSchema.default('Student'),
  pendingMentor: z.boolean().optional(),
};

/** POST /public/addUser body. The confirm password is not sent. */
export const registrationSchema = z.object(registrationFields);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The register form: the payload plus the confirm password, which must match. */
export const registrationFormSchema = z
  .object({ ...registrationFields, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: v.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;

/** POST /perform-login form fields (or a Basic header). */
export const loginSchema = z.object({
  username: z.string().trim().min(1, v.usernameRequired).max(limits.usernameMax),
  password: z.string().min(1, 'Password is required').max(limits.passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** User JSON (docs/contract.md section 5). `mobile` and `emailId` are null for other users' eyes. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  userType: userTypeSchema,
  role: roleSchema,
  mobile: z.string().nullable(),
  emailId: z.string().nullable(),
  emailVerified: z.boolean(),
  mentorStatus: mentorStatusSchema.nullable(),
  extraTimePercent: z.number().int().nullable().describe('Extra time in mock tests, percent of each section (0-100); null for viewers other than the user and admins'),
}).meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The short author record attached to questions, comments, posts. */
export const userSummarySchema = userSchema.pick({ id: true, name: true, username: true, userType: true }).meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Spec section 3: used when a user fetch fails. */
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
};
