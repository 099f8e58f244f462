/**
 * Accounts: registration, login, user records (spec sections 3, 5, 7; docs/contract.md section 5).
 * The registration schema is the single source of the spec's registration rules: the web form
 * validates with `registrationFormSchema`, the server with `registrationSchema`.
 */
import { z } from 'zod';
import { messages } from '../messages.ts';
import { limits } from '../limits.ts';
import { isDotUsername, usernamePattern } from '../usernames.ts';

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


// Unicode format characters (category Cf: bidi controls, zero-width spaces, word joiners, soft
// hyphens, ...), except a zero-width (non-)joiner after a combining mark or an emoji, where Indic
// scripts and emoji sequences need it.
const formatCharacters = /(?<![\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[^\P{Cf}\u200C\u200D]/gu;

/**
 * A display name as stored (contract section 7.8): NFKC-normalised (so full-width and other
 * compatibility forms become their plain letters), without Unicode format characters such as
 * bidi overrides (a zero-width joiner or non-joiner stays after a combining mark or an emoji).
 */
export function cleanDisplayName(raw: string): string {
  return raw.normalize('NFKC').replace(formatCharacters, '');
}

const registrationFields = {
  name: z.string({ error: v.nameRequired }).overwrite(cleanDisplayName).trim().min(1, v.nameRequired).max(limits.nameMax, `Name must be at most ${limits.nameMax} characters`),
  username: z
    .string({ error: v.usernameRequired })
    .trim()
    .min(1, v.usernameRequired)
    .max(limits.usernameMax, `Username must be at most ${limits.usernameMax} characters`)
    .regex(/^\S+$/, 'Username must not contain spaces')
    .regex(usernamePattern, v.usernameCharacters)
    .refine((username) => !isDotUsername(username), v.usernameDots),
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
  untimedPractice: z.boolean().nullable().describe('Practice without a clock (PUT /api/preferences); null for viewers other than the user and admins'),
  showOnLeaderboards: z.boolean().nullable().describe('Shown by name on mock test leaderboards (PUT /api/preferences, default false); null for viewers other than the user and admins'),
  suspended: z.boolean().nullable().describe('Whether an admin suspended the account (contract section 7.6); null for viewers other than the user and admins'),
}).meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The short author record attached to questions, comments, posts. */
export const userSummarySchema = userSchema.pick({ id: true, name: true, username: true, userType: true }).meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof userSummarySchema>;

const reputationField = z.number().int().describe('All-time reputation (contract 8.4): likes received from others + 10 x answers accepted by others');

/** An author as discussions show them (question comments, forum posts): the user summary and their reputation. */
export const discussionAuthorSchema = userSummarySchema.extend({ reputation: reputationField }).meta({ id: 'DiscussionAuthor' });
export type DiscussionAuthor = z.infer<typeof discussionAuthorSchema>;

/** A forum reply's author: the User JSON and their reputation. */
export const replyAuthorSchema = userSchema.extend({ reputation: reputationField }).meta({ id: 'ReplyAuthor' });
export type ReplyAuthor = z.infer<typeof replyAuthorSchema>;

/** A new password: the registration password rules (spec section 5). */
const newPasswordField = registrationFields.password;

/** POST /public/password-reset/request (contract section 7.6). */
export const passwordResetRequestSchema = z.object({ emailId: registrationFields.emailId });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The 202 answer of a reset request, the same whether or not an account uses the address: how long
 * a code stays valid and when another may be asked for (seconds).
 */
export const passwordResetAcceptedSchema = z.object({
  accepted: z.literal(true),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type PasswordResetAccepted = z.infer<typeof passwordResetAcceptedSchema>;

/** A reset code: exactly `limits.otpLength` digits; anything else is "Invalid code". */
export const resetCodeSchema = z
  .string({ error: messages.account.invalidCode })
  .regex(new RegExp(`^\\d{${limits.otpLength}}$`), messages.account.invalidCode);

/** POST /public/password-reset/confirm: the mailed code and the new password. */
export const passwordResetConfirmSchema = z.object({
  emailId: registrationFields.emailId,
  code: resetCodeSchema,
  password: newPasswordField,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The reset form: the mailed code and the new password twice. */
export const passwordResetFormSchema = z
  .object({ code: resetCodeSchema, password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: v.passwordsMismatch, path: ['confirmPassword'] });
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;

/** POST /api/users/me/password. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: messages.account.currentPasswordRequired }).min(1, messages.account.currentPasswordRequired).max(limits.passwordMax),
  newPassword: newPasswordField,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The change-password form: the new password twice. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { message: v.passwordsMismatch, path: ['confirmPassword'] });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/**
 * PATCH /api/users/me: the fields to change (registration's rules); a new email is unverified.
 * Changing the email needs `currentPassword` (contract 8.6; missing or wrong -> 400 "Current
 * password is incorrect", checked before whether the address is taken).
 */
export const profileUpdateSchema = z.object({
  name: registrationFields.name.optional(),
  emailId: registrationFields.emailId.optional(),
  currentPassword: z.string().max(limits.passwordMax).optional().describe('My password: required when `emailId` changes'),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/users/{id}/role (admin). */
export const roleChangeSchema = z.object({ role: z.enum(['admin', 'user'], { error: messages.account.roleInvalid }) });
export type RoleChange = z.infer<typeof roleChangeSchema>;
