ALTER TABLE "bookings" ADD COLUMN "offset_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "offset_total" integer DEFAULT 0 NOT NULL;