ALTER TABLE `generated_pages` ADD `indexable` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `generated_pages` ADD `own_words` integer;--> statement-breakpoint
ALTER TABLE `generated_pages` ADD `similarity` real;--> statement-breakpoint
ALTER TABLE `generated_pages` ADD `similar_to` text;