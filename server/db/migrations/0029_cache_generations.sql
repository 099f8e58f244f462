CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 1 NOT NULL
);
