CREATE TABLE "continue_hidden" (
	"user_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"tmdb_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "continue_hidden_user_id_media_type_tmdb_id_pk" PRIMARY KEY("user_id","media_type","tmdb_id")
);
--> statement-breakpoint
ALTER TABLE "continue_hidden" ADD CONSTRAINT "continue_hidden_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;