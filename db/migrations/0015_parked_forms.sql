-- Admin forms that arrived after the session had ended wait here for the same browser to sign in again (decision 0032).
CREATE TABLE `parked_forms` (
	`id` text PRIMARY KEY NOT NULL,
	`path` text NOT NULL,
	`fields` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `parked_forms_expires_idx` ON `parked_forms` (`expires_at`);