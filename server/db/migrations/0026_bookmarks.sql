CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"question_id" integer,
	"post_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_kind_check" CHECK (("bookmarks"."kind" = 'question' and "bookmarks"."question_id" is not null and "bookmarks"."post_id" is null) or ("bookmarks"."kind" = 'post' and "bookmarks"."post_id" is not null and "bookmarks"."question_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_question_key" ON "bookmarks" USING btree ("user_id","question_id") WHERE "bookmarks"."question_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_post_key" ON "bookmarks" USING btree ("user_id","post_id") WHERE "bookmarks"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "bookmarks_user_kind_created_idx" ON "bookmarks" USING btree ("user_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookmarks_question_idx" ON "bookmarks" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "bookmarks_post_idx" ON "bookmarks" USING btree ("post_id");