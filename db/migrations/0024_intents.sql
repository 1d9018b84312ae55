CREATE TABLE `search_intent_choices` (
	`intent` text PRIMARY KEY NOT NULL,
	`path` text NOT NULL,
	`chosen_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
