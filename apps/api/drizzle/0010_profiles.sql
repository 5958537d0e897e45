CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"leased_until" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"pin_hash" text,
	"kids" boolean DEFAULT false NOT NULL,
	"adult_content" boolean DEFAULT false NOT NULL,
	"region" text,
	"language" text,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_list_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"list_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"tmdb_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"note" text,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_list_items_identity" UNIQUE("list_id","media_type","tmdb_id")
);
--> statement-breakpoint
CREATE TABLE "custom_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"profile_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"tmdb_id" integer NOT NULL,
	"season" integer,
	"episode" integer,
	"half_stars" smallint NOT NULL,
	"review" text,
	"spoiler" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_identity" UNIQUE NULLS NOT DISTINCT("profile_id","media_type","tmdb_id","season","episode"),
	CONSTRAINT "ratings_half_stars_range" CHECK ("ratings"."half_stars" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "chat_history" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "continue_hidden" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "search_history" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "watch_history" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "watchlist_items" RENAME COLUMN "user_id" TO "profile_id";--> statement-breakpoint
ALTER TABLE "watch_history" DROP CONSTRAINT "watch_history_view";--> statement-breakpoint
ALTER TABLE "watchlist_items" DROP CONSTRAINT "watchlist_items_identity";--> statement-breakpoint
ALTER TABLE "chat_history" DROP CONSTRAINT "chat_history_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "continue_hidden" DROP CONSTRAINT "continue_hidden_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "search_history" DROP CONSTRAINT "search_history_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "watch_history" DROP CONSTRAINT "watch_history_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "watchlist_items" DROP CONSTRAINT "watchlist_items_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "chat_history_user_time_idx";--> statement-breakpoint
DROP INDEX "chat_history_user_idempotency_key";--> statement-breakpoint
DROP INDEX "search_history_user_time_idx";--> statement-breakpoint
DROP INDEX "watch_history_user_time_idx";--> statement-breakpoint
DROP INDEX "watchlist_items_user_added_idx";--> statement-breakpoint
ALTER TABLE "continue_hidden" DROP CONSTRAINT "continue_hidden_user_id_media_type_tmdb_id_pk";--> statement-breakpoint
ALTER TABLE "continue_hidden" ADD CONSTRAINT "continue_hidden_profile_id_media_type_tmdb_id_pk" PRIMARY KEY("profile_id","media_type","tmdb_id");--> statement-breakpoint
ALTER TABLE "watch_history" ADD COLUMN "date_known" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every account becomes its main profile, whose id is the account's, with the settings the account had: every
-- list row (keyed by the account id until now) then belongs to it without being rewritten.
INSERT INTO "profiles" ("id", "user_id", "name", "avatar", "adult_content", "region", "created_at")
SELECT "id", "id", "username", 'sunrise', "adult_content", "region", "created_at" FROM "users";--> statement-breakpoint
-- A new account gets its main profile in the same statement that makes it, whichever code path inserts it.
CREATE FUNCTION "kinora_create_main_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("id", "user_id", "name", "avatar", "created_at") VALUES (NEW."id", NEW."id", NEW."username", 'sunrise', NEW."created_at");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_main_profile" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "kinora_create_main_profile"();--> statement-breakpoint
ALTER TABLE "custom_list_items" ADD CONSTRAINT "custom_list_items_list_id_custom_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."custom_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_lists" ADD CONSTRAINT "custom_lists_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_name_unique" ON "profiles" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_list_items_order_idx" ON "custom_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_lists_slug_unique" ON "custom_lists" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "custom_lists_profile_idx" ON "custom_lists" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "ratings_profile_time_idx" ON "ratings" USING btree ("profile_id","rated_at");--> statement-breakpoint
CREATE INDEX "ratings_title_idx" ON "ratings" USING btree ("media_type","tmdb_id");--> statement-breakpoint
ALTER TABLE "chat_history" ADD CONSTRAINT "chat_history_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continue_hidden" ADD CONSTRAINT "continue_hidden_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_history_user_time_idx" ON "chat_history" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_history_user_idempotency_key" ON "chat_history" USING btree ("profile_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "search_history_user_time_idx" ON "search_history" USING btree ("profile_id","searched_at");--> statement-breakpoint
CREATE INDEX "watch_history_user_time_idx" ON "watch_history" USING btree ("profile_id","watched_at");--> statement-breakpoint
CREATE INDEX "watchlist_items_user_added_idx" ON "watchlist_items" USING btree ("profile_id","added_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "adult_content";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "region";--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_view" UNIQUE NULLS NOT DISTINCT("profile_id","media_type","tmdb_id","season","episode","watched_at");--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_identity" UNIQUE NULLS NOT DISTINCT("profile_id","media_type","tmdb_id","season","episode");