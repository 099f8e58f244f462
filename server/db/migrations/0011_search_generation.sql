CREATE TABLE "search_generation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_generation_one_row" CHECK ("search_generation"."id")
);
