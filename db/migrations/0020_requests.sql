CREATE TABLE `password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`admin_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_hash_unique` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_resets_admin_idx` ON `password_resets` (`admin_id`);--> statement-breakpoint
CREATE TABLE `visit_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`code` text NOT NULL,
	`page_path` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`place` text NOT NULL,
	`in_area` integer NOT NULL,
	`gate_type` text NOT NULL,
	`problem` text NOT NULL,
	`preferred_day` text NOT NULL,
	`period` text NOT NULL,
	`photos` text NOT NULL,
	`consent_at` integer NOT NULL,
	`address_hash` text NOT NULL,
	`network_hash` text NOT NULL,
	`mail_state` text NOT NULL,
	`mail_attempts` integer DEFAULT 0 NOT NULL,
	`mail_next_at` integer,
	`mail_error` text,
	`seen_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visit_requests_code_unique` ON `visit_requests` (`code`);--> statement-breakpoint
CREATE INDEX `visit_requests_at_idx` ON `visit_requests` (`at`);--> statement-breakpoint
CREATE INDEX `visit_requests_mail_idx` ON `visit_requests` (`mail_state`,`mail_next_at`);