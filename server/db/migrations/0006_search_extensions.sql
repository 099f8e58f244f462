-- Search (server/features/search): pg_trgm for typo tolerance, unaccent for accent-insensitive
-- matching, and an IMMUTABLE wrapper around unaccent() so it may appear in generated columns and
-- indexes (unaccent() itself is only STABLE because its dictionary could change). The dictionary
-- and function are schema-qualified so the wrapper does not depend on search_path.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
