CREATE TABLE "departure_hold_notices" (
	"departure_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "hold_token" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "duplicate_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_hold_token_unique" UNIQUE("hold_token");