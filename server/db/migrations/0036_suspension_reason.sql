-- The admin's reason for a suspension (contract 8.6 follow-up): shown to the suspended user on
-- their next request (403 `account_suspended` with `reason`). Null: none given, or not suspended.
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;
