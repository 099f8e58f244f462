ALTER TABLE "responses" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "responses_user_client_id_key" ON "responses" USING btree ("user_id","client_id") WHERE "responses"."client_id" is not null;--> statement-breakpoint
CREATE TABLE "packed_questions" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packed_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "packed_questions" ADD CONSTRAINT "packed_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packed_questions" ADD CONSTRAINT "packed_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packed_questions_question_idx" ON "packed_questions" USING btree ("question_id");
