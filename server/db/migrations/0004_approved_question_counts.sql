CREATE TABLE "approved_question_counts" (
	"category_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"question_count" integer NOT NULL,
	CONSTRAINT "approved_question_counts_category_id_topic_id_source_id_pk" PRIMARY KEY("category_id","topic_id","source_id")
);
