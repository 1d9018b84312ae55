CREATE TABLE `deleted_generated_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`page` text NOT NULL,
	`rerouted` text DEFAULT '[]' NOT NULL,
	`redirect_to` text,
	`deleted_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `deleted_generated_pages_deleted_idx` ON `deleted_generated_pages` (`deleted_at`);