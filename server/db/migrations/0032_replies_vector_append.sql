-- forum_posts.replies_vector (migration 0024) kept by appending. A new reply's vector
-- (search_text_vector of its content, weight D) is appended to its post's vector, instead of the
-- post's vector being rebuilt from the text of every reply: on a thread of 1,000 replies the
-- rebuild cost about 35 ms per new reply (while holding the post's row lock), growing with the
-- thread; the append about 1.5 ms. An edit, a (soft) delete or a move of a reply still rebuilds
-- the post's vector (search_post_replies, unchanged). Appended and rebuilt vectors hold the same
-- words with the same weight; their positions are offset differently (each reply's words after
-- the earlier replies' instead of all the simple words before all the stems), which only changes
-- ts_rank's proximity term among the post's own reply words.
CREATE OR REPLACE FUNCTION search_replies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.deleted_at IS NULL THEN
      UPDATE forum_posts SET replies_vector = replies_vector || search_text_vector(NEW.content, 'D') WHERE id = NEW.post_id;
    END IF;
  ELSE
    PERFORM search_post_replies(OLD.post_id);
    IF TG_OP = 'UPDATE' AND NEW.post_id IS DISTINCT FROM OLD.post_id THEN PERFORM search_post_replies(NEW.post_id); END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.search_unaccent(NEW.content)))) AS w
    WHERE length(w) BETWEEN 4 AND 32 AND w !~ '[0-9]'
    ORDER BY w
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
