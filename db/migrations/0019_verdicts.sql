CREATE TABLE `page_verdicts` (
	`path` text PRIMARY KEY NOT NULL,
	`indexable` integer NOT NULL,
	`canonical_path` text,
	`own_words` integer,
	`shared_share` real,
	`most_similar_path` text,
	`shared_sentences` text DEFAULT '[]' NOT NULL,
	`intent` text,
	`reason` text NOT NULL,
	`decided_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_verdicts_indexable_idx` ON `page_verdicts` (`indexable`);