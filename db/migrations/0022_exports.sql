CREATE TABLE `lead_daily_clicks` (
	`day` text NOT NULL,
	`suspect` integer NOT NULL,
	`page_path` text NOT NULL,
	`template` text NOT NULL,
	`subject` text NOT NULL,
	`channel` text NOT NULL,
	`placement` text NOT NULL,
	`clicks` integer NOT NULL,
	`sales` integer NOT NULL,
	`value_cents` integer NOT NULL,
	PRIMARY KEY(`day`, `suspect`, `page_path`, `template`, `subject`, `channel`, `placement`)
);
--> statement-breakpoint
CREATE INDEX `contact_clicks_counted_at_idx` ON `contact_clicks` (`at`) WHERE suspect = 0;--> statement-breakpoint
CREATE INDEX `contact_clicks_suspect_at_idx` ON `contact_clicks` (`at`) WHERE suspect = 1;