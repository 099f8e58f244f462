-- users.reputation (contract 8.4): likes received on one's posts, replies and comments (one's own
-- likes not counted) + 10 per reply or comment of one's accepted by someone else, the rule of
-- scoresCte in server/features/reputation/reputation.repo.ts, kept exact by row triggers so that
-- discussions can show it beside every author's name without aggregating.
--
-- Each trigger adds the change its row makes to the rule's sum. A post, reply or comment takes its
-- likes and its acceptance away BEFORE it is deleted (its reactions and the accepting post's
-- accepted_reply_id are then removed by the foreign keys' cascades, AFTER the row is gone); a
-- reaction or acceptance whose post, reply or comment no longer exists adds nothing (the rule's
-- joins would not count it either), so cascades never count twice and never fail.
-- Changes of a row's author move its likes and acceptance with it.
ALTER TABLE users ADD COLUMN reputation integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION reputation_add(who integer, delta integer) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET reputation = reputation + delta WHERE id = who AND delta <> 0;
$$;
--> statement-breakpoint
-- The points a post earns its author `author`: likes by others.
CREATE FUNCTION reputation_post_points(post integer, author integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM post_reactions WHERE post_id = post AND kind = 'like' AND user_id <> author;
$$;
--> statement-breakpoint
-- The points a reply earns its author `author`: likes by others + 10 when a post accepted it and
-- someone else accepted it.
CREATE FUNCTION reputation_reply_points(reply integer, author integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (SELECT count(*) FROM reply_reactions WHERE reply_id = reply AND kind = 'like' AND user_id <> author)::int
    + 10 * (SELECT count(*) FROM forum_posts WHERE accepted_reply_id = reply AND accepted_by IS DISTINCT FROM author)::int;
$$;
--> statement-breakpoint
-- The points a comment earns its author `author` from likes by others (acceptance: below, from the row).
CREATE FUNCTION reputation_comment_likes(comment integer, author integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM comment_reactions WHERE comment_id = comment AND kind = 'like' AND user_id <> author;
$$;
--> statement-breakpoint
-- 10 when the comment is accepted by someone other than its author.
CREATE FUNCTION reputation_comment_accepted(accepted_at timestamptz, accepted_by integer, author integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN accepted_at IS NOT NULL AND accepted_by IS DISTINCT FROM author THEN 10 ELSE 0 END;
$$;
--> statement-breakpoint
-- 10 for the author of the reply a post accepts, when someone else accepted it; null reply or a
-- reply that no longer exists: nobody.
CREATE FUNCTION reputation_acceptance(reply integer, accepted_by integer, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  answerer integer;
BEGIN
  IF reply IS NULL THEN
    RETURN;
  END IF;
  SELECT user_id INTO answerer FROM forum_replies WHERE id = reply;
  IF answerer IS NOT NULL AND accepted_by IS DISTINCT FROM answerer THEN
    PERFORM reputation_add(answerer, delta);
  END IF;
END $$;
--> statement-breakpoint
-- A like (+1) or its removal (-1) on a post, reply or comment, for the author of the thing when it
-- still exists and is not the liker. `thing` names the table (posts, replies or comments).
CREATE FUNCTION reputation_like(thing text, target integer, liker integer, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  author integer;
BEGIN
  IF thing = 'posts' THEN
    SELECT author_id INTO author FROM forum_posts WHERE id = target;
  ELSIF thing = 'replies' THEN
    SELECT user_id INTO author FROM forum_replies WHERE id = target;
  ELSE
    SELECT user_id INTO author FROM comments WHERE id = target;
  END IF;
  IF author IS NOT NULL AND author <> liker THEN
    PERFORM reputation_add(author, delta);
  END IF;
END $$;
--> statement-breakpoint
-- Row trigger of the three reaction tables; TG_ARGV[0] names the thing (see reputation_like).
CREATE FUNCTION reputation_reaction_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  target_column text := CASE TG_ARGV[0] WHEN 'posts' THEN 'post_id' WHEN 'replies' THEN 'reply_id' ELSE 'comment_id' END;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD);
    IF old_row->>'kind' = 'like' THEN
      PERFORM reputation_like(TG_ARGV[0], (old_row->>target_column)::int, (old_row->>'user_id')::int, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW);
    IF new_row->>'kind' = 'like' THEN
      PERFORM reputation_like(TG_ARGV[0], (new_row->>target_column)::int, (new_row->>'user_id')::int, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_reactions_reputation AFTER INSERT OR DELETE ON post_reactions
  FOR EACH ROW EXECUTE FUNCTION reputation_reaction_changed('posts');
--> statement-breakpoint
CREATE TRIGGER post_reactions_reputation_update AFTER UPDATE ON post_reactions
  FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.post_id <> NEW.post_id OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION reputation_reaction_changed('posts');
--> statement-breakpoint
CREATE TRIGGER reply_reactions_reputation AFTER INSERT OR DELETE ON reply_reactions
  FOR EACH ROW EXECUTE FUNCTION reputation_reaction_changed('replies');
--> statement-breakpoint
CREATE TRIGGER reply_reactions_reputation_update AFTER UPDATE ON reply_reactions
  FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.reply_id <> NEW.reply_id OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION reputation_reaction_changed('replies');
--> statement-breakpoint
CREATE TRIGGER comment_reactions_reputation AFTER INSERT OR DELETE ON comment_reactions
  FOR EACH ROW EXECUTE FUNCTION reputation_reaction_changed('comments');
--> statement-breakpoint
CREATE TRIGGER comment_reactions_reputation_update AFTER UPDATE ON comment_reactions
  FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.comment_id <> NEW.comment_id OR OLD.user_id <> NEW.user_id)
  EXECUTE FUNCTION reputation_reaction_changed('comments');
--> statement-breakpoint
-- Posts: deleted (its likes, and the acceptance it holds), accepted reply or accepter changed,
-- author changed (its likes move).
CREATE FUNCTION reputation_post_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reputation_add(OLD.author_id, -reputation_post_points(OLD.id, OLD.author_id));
    PERFORM reputation_acceptance(OLD.accepted_reply_id, OLD.accepted_by, -10);
    RETURN OLD;
  END IF;
  IF OLD.author_id <> NEW.author_id THEN
    PERFORM reputation_add(OLD.author_id, -reputation_post_points(NEW.id, OLD.author_id));
    PERFORM reputation_add(NEW.author_id, reputation_post_points(NEW.id, NEW.author_id));
  END IF;
  IF OLD.accepted_reply_id IS DISTINCT FROM NEW.accepted_reply_id OR OLD.accepted_by IS DISTINCT FROM NEW.accepted_by THEN
    PERFORM reputation_acceptance(OLD.accepted_reply_id, OLD.accepted_by, -10);
    PERFORM reputation_acceptance(NEW.accepted_reply_id, NEW.accepted_by, 10);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER forum_posts_reputation_delete BEFORE DELETE ON forum_posts
  FOR EACH ROW EXECUTE FUNCTION reputation_post_changed();
--> statement-breakpoint
CREATE TRIGGER forum_posts_reputation_update AFTER UPDATE OF author_id, accepted_reply_id, accepted_by ON forum_posts
  FOR EACH ROW WHEN (OLD.author_id <> NEW.author_id OR OLD.accepted_reply_id IS DISTINCT FROM NEW.accepted_reply_id OR OLD.accepted_by IS DISTINCT FROM NEW.accepted_by)
  EXECUTE FUNCTION reputation_post_changed();
--> statement-breakpoint
-- Replies: deleted (its likes and its acceptance), author changed (both move).
CREATE FUNCTION reputation_reply_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reputation_add(OLD.user_id, -reputation_reply_points(OLD.id, OLD.user_id));
    RETURN OLD;
  END IF;
  PERFORM reputation_add(OLD.user_id, -reputation_reply_points(NEW.id, OLD.user_id));
  PERFORM reputation_add(NEW.user_id, reputation_reply_points(NEW.id, NEW.user_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER forum_replies_reputation_delete BEFORE DELETE ON forum_replies
  FOR EACH ROW EXECUTE FUNCTION reputation_reply_changed();
--> statement-breakpoint
CREATE TRIGGER forum_replies_reputation_update AFTER UPDATE OF user_id ON forum_replies
  FOR EACH ROW WHEN (OLD.user_id <> NEW.user_id) EXECUTE FUNCTION reputation_reply_changed();
--> statement-breakpoint
-- Comments: deleted (its likes and its acceptance), accepted or not, accepter or author changed.
CREATE FUNCTION reputation_comment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reputation_add(OLD.user_id, -reputation_comment_likes(OLD.id, OLD.user_id) - reputation_comment_accepted(OLD.accepted_at, OLD.accepted_by, OLD.user_id));
    RETURN OLD;
  END IF;
  IF OLD.user_id <> NEW.user_id THEN
    PERFORM reputation_add(OLD.user_id, -reputation_comment_likes(NEW.id, OLD.user_id));
    PERFORM reputation_add(NEW.user_id, reputation_comment_likes(NEW.id, NEW.user_id));
  END IF;
  PERFORM reputation_add(OLD.user_id, -reputation_comment_accepted(OLD.accepted_at, OLD.accepted_by, OLD.user_id));
  PERFORM reputation_add(NEW.user_id, reputation_comment_accepted(NEW.accepted_at, NEW.accepted_by, NEW.user_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_reputation_delete BEFORE DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION reputation_comment_changed();
--> statement-breakpoint
CREATE TRIGGER comments_reputation_update AFTER UPDATE OF user_id, accepted_at, accepted_by ON comments
  FOR EACH ROW WHEN (OLD.user_id <> NEW.user_id OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at OR OLD.accepted_by IS DISTINCT FROM NEW.accepted_by)
  EXECUTE FUNCTION reputation_comment_changed();
--> statement-breakpoint
-- Everyone's reputation as the rule counts it now.
UPDATE users SET reputation = earned.points
FROM (
  SELECT user_id, sum(points)::int AS points
  FROM (
    SELECT p.author_id AS user_id, 1 AS points FROM post_reactions r JOIN forum_posts p ON p.id = r.post_id
      WHERE r.kind = 'like' AND r.user_id <> p.author_id
    UNION ALL
    SELECT fr.user_id, 1 FROM reply_reactions r JOIN forum_replies fr ON fr.id = r.reply_id
      WHERE r.kind = 'like' AND r.user_id <> fr.user_id
    UNION ALL
    SELECT c.user_id, 1 FROM comment_reactions r JOIN comments c ON c.id = r.comment_id
      WHERE r.kind = 'like' AND r.user_id <> c.user_id
    UNION ALL
    SELECT fr.user_id, 10 FROM forum_posts p JOIN forum_replies fr ON fr.id = p.accepted_reply_id
      WHERE p.accepted_by IS DISTINCT FROM fr.user_id
    UNION ALL
    SELECT c.user_id, 10 FROM comments c
      WHERE c.accepted_at IS NOT NULL AND c.accepted_by IS DISTINCT FROM c.user_id
  ) AS each_point
  GROUP BY user_id
) AS earned
WHERE users.id = earned.user_id;
