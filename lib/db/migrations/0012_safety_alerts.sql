CREATE TABLE "departure_brief_mails" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"mail_id" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_change_bookings" (
	"change_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"mail_id" uuid,
	CONSTRAINT "safety_change_bookings_change_id_booking_id_pk" PRIMARY KEY("change_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "safety_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"record_key" text NOT NULL,
	"record_name" text NOT NULL,
	"changes" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_record_versions" (
	"record_key" text PRIMARY KEY NOT NULL,
	"material" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "safety_change_bookings_booking_idx" ON "safety_change_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "safety_changes_detected_idx" ON "safety_changes" USING btree ("detected_at","id");