CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Links already mailed keep working: the mail carries the token, and the database now keeps only its SHA-256.
INSERT INTO "booking_links" ("token_hash", "booking_id", "created_at") SELECT encode(sha256(convert_to("link_token", 'UTF8')), 'hex'), "id", "created_at" FROM "bookings" WHERE "link_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_link_token_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "links_renewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "link_token";
