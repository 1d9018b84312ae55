-- The catalogue is edited in the admin (decision 0029): price may be "sob consulta" (null), a model may be retired, power/voltage/duty cycle are fields; the seed corrects only rows the admin never saved.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_motors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`image` text NOT NULL,
	`image_width` integer DEFAULT 800 NOT NULL,
	`image_height` integer DEFAULT 600 NOT NULL,
	`features` text NOT NULL,
	`specs` text NOT NULL,
	`included_items` text NOT NULL,
	`price_cents` integer,
	`opening_seconds` integer NOT NULL,
	`gate_types` text DEFAULT '["basculante"]' NOT NULL,
	`max_weight_kg` integer DEFAULT 0 NOT NULL,
	`max_width_cm` integer DEFAULT 0 NOT NULL,
	`cycles_per_day` integer DEFAULT 0 NOT NULL,
	`facts_confirmed` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'ativo' NOT NULL,
	`power` text DEFAULT '' NOT NULL,
	`voltage` text DEFAULT '' NOT NULL,
	`duty_cycle` text DEFAULT '' NOT NULL,
	`seed_revision` integer DEFAULT 0 NOT NULL,
	`edited_at` integer
);
--> statement-breakpoint
INSERT INTO `__new_motors`("id", "position", "name", "slug", "category", "description", "image", "image_width", "image_height", "features", "specs", "included_items", "price_cents", "opening_seconds", "gate_types", "max_weight_kg", "max_width_cm", "cycles_per_day", "facts_confirmed") SELECT "id", "position", "name", "slug", "category", "description", "image", "image_width", "image_height", "features", "specs", "included_items", "price_cents", "opening_seconds", "gate_types", "max_weight_kg", "max_width_cm", "cycles_per_day", "facts_confirmed" FROM `motors`;--> statement-breakpoint
DROP TABLE `motors`;--> statement-breakpoint
ALTER TABLE `__new_motors` RENAME TO `motors`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `motors_slug_unique` ON `motors` (`slug`);