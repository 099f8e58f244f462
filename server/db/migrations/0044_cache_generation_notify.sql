-- Caches kept exact by push (contract section 8.7): every bump of a family's generation also
-- sends `NOTIFY cache_generations, '<family>:<new generation>'`. PostgreSQL delivers a notification only when the
-- writing transaction commits, to every session that LISTENs, in commit order; a listening session
-- that sent it receives it before its COMMIT's reply. Each API process listens on one dedicated
-- connection (server/db/generationPush.ts) and, for read-your-writes, on its pool's connections;
-- the number tells a process that heard one bump on two connections that it is the same one.
CREATE OR REPLACE FUNCTION cache_generation_bump_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  INSERT INTO cache_generations (name, generation) VALUES (TG_ARGV[0], nextval('cache_generation_seq'))
  ON CONFLICT (name) DO UPDATE SET generation = excluded.generation
  RETURNING generation INTO bumped;
  PERFORM pg_notify('cache_generations', TG_ARGV[0] || ':' || bumped);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cache_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  INSERT INTO cache_generations (name, generation) VALUES (TG_ARGV[0], nextval('cache_generation_seq'))
  ON CONFLICT (name) DO UPDATE SET generation = excluded.generation
  RETURNING generation INTO bumped;
  PERFORM pg_notify('cache_generations', TG_ARGV[0] || ':' || bumped);
  RETURN NULL;
END $$;
