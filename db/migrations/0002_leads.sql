CREATE TABLE `contact_clicks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`channel` text NOT NULL,
	`code` text,
	`page_path` text NOT NULL,
	`template` text NOT NULL,
	`subject` text,
	`placement` text NOT NULL,
	`referrer_host` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`gclid` text,
	`visitor_hash` text NOT NULL,
	`outcome` text,
	`value_cents` integer,
	`outcome_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contact_clicks_code_unique` ON `contact_clicks` (`code`);--> statement-breakpoint
CREATE INDEX `contact_clicks_at_idx` ON `contact_clicks` (`at`);--> statement-breakpoint
CREATE INDEX `contact_clicks_visitor_at_idx` ON `contact_clicks` (`visitor_hash`,`at`);--> statement-breakpoint
CREATE TABLE `daily_page_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE TABLE `visitor_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
