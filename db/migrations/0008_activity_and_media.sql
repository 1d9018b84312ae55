CREATE TABLE `activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`email` text NOT NULL,
	`action` text NOT NULL,
	`target` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_log_at_idx` ON `activity_log` (`at`);--> statement-breakpoint
CREATE TABLE `motor_media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`motor_slug` text NOT NULL,
	`kind` text NOT NULL,
	`file_key` text,
	`external_url` text,
	`bytes` integer,
	`width` integer,
	`height` integer,
	`alt` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `motor_media_motor_idx` ON `motor_media` (`motor_slug`,`kind`,`position`);