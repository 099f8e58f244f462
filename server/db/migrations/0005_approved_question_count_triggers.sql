-- Keeps approved_question_counts equal to the number of approved questions per
-- (category, topic, source). Statement-level triggers with transition tables, so a bulk import of
-- thousands of rows updates each counter once. Counter rows are touched in key order, so two
-- concurrent writers cannot deadlock on them.
CREATE FUNCTION approved_question_counts_add(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO approved_question_counts AS c (category_id, topic_id, source_id, question_count)
  SELECT (x->>'category_id')::int, (x->>'topic_id')::int, (x->>'source_id')::int, (x->>'delta')::int
  FROM jsonb_array_elements(changes) AS x
  ORDER BY 1, 2, 3
  ON CONFLICT (category_id, topic_id, source_id) DO UPDATE SET question_count = c.question_count + excluded.question_count;
$$;
--> statement-breakpoint
CREATE FUNCTION approved_question_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM approved_question_counts_add(coalesce((
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'topic_id', topic_id, 'source_id', source_id, 'delta', n))
    FROM (SELECT category_id, topic_id, source_id, count(*) AS n FROM new_rows WHERE status = 'approved' GROUP BY 1, 2, 3) AS g
  ), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION approved_question_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM approved_question_counts_add(coalesce((
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'topic_id', topic_id, 'source_id', source_id, 'delta', n))
    FROM (
      SELECT category_id, topic_id, source_id, sum(delta) AS n
      FROM (
        SELECT category_id, topic_id, source_id, 1 AS delta FROM new_rows WHERE status = 'approved'
        UNION ALL
        SELECT category_id, topic_id, source_id, -1 AS delta FROM old_rows WHERE status = 'approved'
      ) AS d
      GROUP BY 1, 2, 3
      HAVING sum(delta) <> 0
    ) AS g
  ), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION approved_question_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM approved_question_counts_add(coalesce((
    SELECT jsonb_agg(jsonb_build_object('category_id', category_id, 'topic_id', topic_id, 'source_id', source_id, 'delta', -n))
    FROM (SELECT category_id, topic_id, source_id, count(*) AS n FROM old_rows WHERE status = 'approved' GROUP BY 1, 2, 3) AS g
  ), '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_approved_count_insert AFTER INSERT ON questions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_question_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER questions_approved_count_update AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_question_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER questions_approved_count_delete AFTER DELETE ON questions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approved_question_counts_on_delete();
--> statement-breakpoint
INSERT INTO approved_question_counts (category_id, topic_id, source_id, question_count)
SELECT category_id, topic_id, source_id, count(*) FROM questions WHERE status = 'approved' GROUP BY 1, 2, 3;
