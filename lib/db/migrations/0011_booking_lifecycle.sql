CREATE TABLE "booking_cancellations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"days_before_travel" integer NOT NULL,
	"tier" text NOT NULL,
	"reason" text,
	"note" text,
	"supplier_costs" integer DEFAULT 0 NOT NULL,
	"supplier_costs_reason" text,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"credit_amount" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"last_error" text,
	"decided_by_id" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"credit_id" uuid,
	CONSTRAINT "booking_cancellations_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cancellation_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"checkout_session_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cancelled_departures" (
	"departure_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by_id" text NOT NULL,
	"cancelled_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_credits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"cancellation_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" text NOT NULL,
	CONSTRAINT "travel_credits_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "credit_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "credit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "seats_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_refunds_cancellation_idx" ON "booking_refunds" USING btree ("cancellation_id");--> statement-breakpoint
CREATE INDEX "travel_credits_issued_idx" ON "travel_credits" USING btree ("issued_at","id");