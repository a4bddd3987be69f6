-- Every change to what a signed-in request reads of its session and user tells the app through
-- the change feed's channel (topic `sessions`): the embedded database's process keeps the sessions
-- it has read and drops them on the notice (ADR 093). A wrong answer counted changes nothing a
-- request reads, so it is not announced; a new session needs no notice, since only sessions found
-- in the database are kept.
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('mc_changes', '{"origin":"database","topic":"sessions","keys":["changed"]}');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_sessions_changed" AFTER DELETE OR TRUNCATE OR UPDATE OF "id", "user_id", "created_at", "last_seen_at" ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER DELETE OR TRUNCATE OR UPDATE OF "id", "username", "role", "must_change_password", "created_at", "totp_enabled_at" ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
