ALTER TABLE `generated_pages` ADD `draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `generated_pages` ADD `published_at` integer;--> statement-breakpoint
-- Pages saved before drafts existed were public from the start.
UPDATE `generated_pages` SET `published_at` = `created_at`;