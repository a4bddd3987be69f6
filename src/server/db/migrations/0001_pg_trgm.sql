-- Trigram indexes (catalogue search, DESIGN §7) need pg_trgm; PGlite loads it in openPglite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
