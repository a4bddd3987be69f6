CREATE TABLE "label_list_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "label_list_version_single_row" CHECK ("label_list_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "label_list_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_label_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "label_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "label_queues_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "label_queues"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_label_list_version"();
--> statement-breakpoint
CREATE TRIGGER "label_queue_items_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "label_queue_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_label_list_version"();
