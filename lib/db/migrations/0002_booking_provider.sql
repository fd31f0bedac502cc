ALTER TABLE "bookings" ADD COLUMN "provider" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "provider" = "checkout_sessions"."provider" FROM "checkout_sessions" WHERE "checkout_sessions"."id" = "bookings"."session_id";
