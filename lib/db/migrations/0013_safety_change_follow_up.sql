ALTER TABLE "safety_changes" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_changes" ADD COLUMN "changelog_seen" integer;--> statement-breakpoint
ALTER TABLE "safety_changes" ADD COLUMN "sources_sent_at" timestamp with time zone;