/** Accounts: users, mentor requests, one-time codes. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['Student', 'Mentor'] }).notNull().default('Student'),
    role: text('role', { enum: ['admin', 'user'] }).notNull().default('user'),
    mobile: text('mobile'),
    emailId: text('email_id').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** Extra time in mock tests, as a percentage of each section's duration (0-100; an admin sets it). */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    /** Untimed practice (docs/contract.md section 7.5): questions show at once, answers carry no time. */
    untimedPractice: boolean('untimed_practice').notNull().default(false),
    /** Shown by name on mock test leaderboards (docs/contract.md section 8.2); off by default. */
    showOnLeaderboards: boolean('show_on_leaderboards').notNull().default(false),
    /** When an admin suspended the account (null: active). A suspended user cannot log in. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** The admin's reason for the suspension, shown to the user (null: none given, or not suspended). */
    suspensionReason: text('suspension_reason'),
    /**
     * Sessions carry the version they were made with; raising it ends every older session (a
     * password reset or change, a suspension). See server/identity/sessions.ts.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * All-time reputation (contract 8.4): likes received from others + 10 x answers accepted by
     * others, kept exact by the triggers of migration 0045 (never written by the app).
     */
    reputation: integer('reputation').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.emailId})`),
    check('users_user_type_check', sql`${t.userType} in ('Student', 'Mentor')`),
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
    check('users_extra_time_percent_check', sql`${t.extraTimePercent} between 0 and 100`),
  ],
);

export const mentorRequests = pgTable(
  'mentor_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mentor_requests_status_idx').on(t.status, t.createdAt),
    index('mentor_requests_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('mentor_requests_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    check('mentor_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** OTP codes (stored hashed) for mobile numbers, email addresses and password resets (sent to the email address). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['mobile', 'email', 'password-reset'] }).notNull(),
    destination: text('destination').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_destination_idx').on(t.channel, t.destination, t.createdAt)],
);
