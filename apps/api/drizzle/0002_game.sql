CREATE TABLE "game_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seed" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer
);
--> statement-breakpoint
ALTER TABLE "game_scores" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_runs" ADD CONSTRAINT "game_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_runs_user_idx" ON "game_runs" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "game_scores_best_idx" ON "game_scores" USING btree ("best_score");