CREATE TABLE `job_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_photos_job_idx` ON `job_photos` (`job_id`,`position`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`done_on` text NOT NULL,
	`place_slug` text NOT NULL,
	`service` text NOT NULL,
	`motor_id` integer,
	`gate_type` text NOT NULL,
	`property_kind` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`show_consent` integer DEFAULT false NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`customer_whatsapp` text,
	`next_maintenance_on` text,
	`maintenance_done_at` integer,
	`lead_code` text,
	`value_cents` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`motor_id`) REFERENCES `motors`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `jobs_place_idx` ON `jobs` (`status`,`place_slug`,`done_on`);--> statement-breakpoint
CREATE INDEX `jobs_motor_idx` ON `jobs` (`status`,`motor_id`,`done_on`);--> statement-breakpoint
CREATE INDEX `jobs_maintenance_idx` ON `jobs` (`next_maintenance_on`);