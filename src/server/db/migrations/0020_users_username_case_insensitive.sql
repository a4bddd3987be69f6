-- Usernames are unique regardless of case (ADR 069). Accounts that already differ only by case
-- keep working: the oldest keeps its name, each later one is renamed "<name>-<id>" (told in the
-- audit log, so an admin can tell its owner), then the index makes such a pair impossible.
WITH "ranked" AS (
	SELECT "id", "username",
		row_number() OVER (PARTITION BY lower("username") ORDER BY "created_at", "id") AS "position"
	FROM "users"
), "renamed" AS (
	UPDATE "users" SET "username" = "users"."username" || '-' || "users"."id"
	FROM "ranked"
	WHERE "ranked"."id" = "users"."id" AND "ranked"."position" > 1
	RETURNING "users"."id", "ranked"."username" AS "before", "users"."username" AS "after"
)
INSERT INTO "audit_log" ("action", "subject", "before", "after")
SELECT 'user.rename_case_duplicate', 'user:' || "id", jsonb_build_object('username', "before"), jsonb_build_object('username', "after")
FROM "renamed";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
