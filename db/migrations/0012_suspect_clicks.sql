-- Clicks past their source's daily budget are kept apart (decision 0023); the hashes let every process count the budgets.
ALTER TABLE `contact_clicks` ADD `suspect` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_clicks` ADD `address_hash` text;--> statement-breakpoint
ALTER TABLE `contact_clicks` ADD `network_hash` text;