ALTER TABLE "scorecard_items" ADD COLUMN "guidance" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scorecard_items" ADD COLUMN "evidence" jsonb DEFAULT '[]'::jsonb NOT NULL;