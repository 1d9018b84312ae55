ALTER TABLE `motors` ADD `gate_types` text DEFAULT '["basculante"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `motors` ADD `max_weight_kg` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `motors` ADD `max_width_cm` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `motors` ADD `cycles_per_day` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `motors` ADD `facts_confirmed` integer DEFAULT false NOT NULL;