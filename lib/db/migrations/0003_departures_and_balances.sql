CREATE TABLE "departure_locks" (
	"departure_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_on" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travelers" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "trip_total" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_paid" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "link_token" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_session_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminders_sent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "departure_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "starts_on" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "travelers" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "trip_total" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "balance_due_on" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_link_token_unique" UNIQUE("link_token");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_session_id_unique" UNIQUE("balance_session_id");