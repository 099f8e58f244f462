ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "title" text DEFAULT '' NOT NULL;