-- Counters stored before rows carried their window's end keep it for the longest window in use (sign-in's 15 minutes).
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "rate_limits" SET "expires_at" = "window_start" + interval '15 minutes';--> statement-breakpoint
ALTER TABLE "rate_limits" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");
