-- Difficulty and adaptive practice (docs/contract.md section 8.3; model: server/questionBank/elo.ts).
-- One row per user and question: the user's first answer of it. `counted` says whether it feeds
-- calibration (a practice answer or a ranked mock answer; an unranked mock answer, an offline or a
-- packed one takes the place but does not count). The primary key makes "first" exact under
-- concurrency: a second answer's insert does nothing.
CREATE TABLE "question_first_attempts" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"question_id" integer NOT NULL REFERENCES "questions"("id") ON DELETE cascade,
	"correct" boolean NOT NULL,
	"time_seconds" integer,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_first_attempts_pkey" PRIMARY KEY ("user_id", "question_id")
);
--> statement-breakpoint
-- The median time of a question's counted, timed, right first answers reads this index only.
CREATE INDEX "question_first_attempts_time_idx" ON "question_first_attempts" ("question_id", "time_seconds") WHERE counted AND correct AND time_seconds IS NOT NULL;
--> statement-breakpoint
-- A question's calibration, updated in the transaction of every counted first answer (row locked):
-- the Elo difficulty (logits), the counts, the median time of the timed right ones (seconds) and the
-- level (null under 10 first answers).
CREATE TABLE "question_difficulty" (
	"question_id" integer PRIMARY KEY NOT NULL REFERENCES "questions"("id") ON DELETE cascade,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"first_attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"median_time_correct" double precision,
	"level" text,
	CONSTRAINT "question_difficulty_level_check" CHECK ("level" in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE INDEX "question_difficulty_level_idx" ON "question_difficulty" ("level", "question_id");
--> statement-breakpoint
-- A user's Elo ability per topic (logits) and the counted first answers it was estimated from.
CREATE TABLE "topic_abilities" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"topic_id" integer NOT NULL REFERENCES "topics"("id") ON DELETE cascade,
	"ability" double precision DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_abilities_pkey" PRIMARY KEY ("user_id", "topic_id")
);
--> statement-breakpoint
-- Existing answers: each user's earliest response of a question is their first attempt (all counted:
-- answers made before this release cannot be told apart).
INSERT INTO "question_first_attempts" ("user_id", "question_id", "correct", "time_seconds", "counted", "created_at")
SELECT DISTINCT ON (r.user_id, r.question_id) r.user_id, r.question_id, r.correct, r.time_seconds, true, r.created_at
FROM "responses" r ORDER BY r.user_id, r.question_id, r.created_at, r.id;
--> statement-breakpoint
-- Starting estimates for existing data (the PROX-style first step of a Rasch fit): a question's
-- difficulty is the log-odds of a wrong first answer, a user's topic ability the log-odds of a right
-- one, both with half a count added on each side; later answers refine them by Elo.
INSERT INTO "question_difficulty" ("question_id", "difficulty", "first_attempts", "correct", "median_time_correct", "level")
SELECT f.question_id,
	ln((count(*) FILTER (WHERE NOT f.correct) + 0.5) / (count(*) FILTER (WHERE f.correct) + 0.5)),
	count(*), count(*) FILTER (WHERE f.correct),
	percentile_cont(0.5) WITHIN GROUP (ORDER BY f.time_seconds) FILTER (WHERE f.correct AND f.time_seconds IS NOT NULL AND f.time_seconds <= 10800),
	CASE WHEN count(*) < 10 THEN NULL
		WHEN ln((count(*) FILTER (WHERE NOT f.correct) + 0.5) / (count(*) FILTER (WHERE f.correct) + 0.5)) <= -ln(7.0 / 3) THEN 'easy'
		WHEN ln((count(*) FILTER (WHERE NOT f.correct) + 0.5) / (count(*) FILTER (WHERE f.correct) + 0.5)) > ln(6.0 / 4) THEN 'hard'
		ELSE 'medium' END
FROM "question_first_attempts" f GROUP BY f.question_id;
--> statement-breakpoint
INSERT INTO "topic_abilities" ("user_id", "topic_id", "ability", "attempts")
SELECT f.user_id, q.topic_id,
	ln((count(*) FILTER (WHERE f.correct) + 0.5) / (count(*) FILTER (WHERE NOT f.correct) + 0.5)),
	count(*)
FROM "question_first_attempts" f JOIN "questions" q ON q.id = f.question_id GROUP BY f.user_id, q.topic_id;
--> statement-breakpoint
-- The question practice/next served a user last, so the next one is never the same.
CREATE TABLE "practice_last_served" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"question_id" integer NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL
);
