CREATE TABLE `page_text_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`version` integer NOT NULL,
	`fields` text NOT NULL,
	`changed` text NOT NULL,
	`saved_by` text NOT NULL,
	`saved_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_text_versions_path_idx` ON `page_text_versions` (`path`,`id`);--> statement-breakpoint
CREATE TABLE `page_texts` (
	`path` text PRIMARY KEY NOT NULL,
	`title` text,
	`description` text,
	`heading` text,
	`lead` text,
	`body` text DEFAULT '' NOT NULL,
	`body_html` text DEFAULT '' NOT NULL,
	`questions` text,
	`draft` text,
	`version` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_by` text DEFAULT '' NOT NULL
);
