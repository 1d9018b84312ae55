-- Documents set before the admin's media form existed become its external links (docs/product.md §6).
INSERT INTO `motor_media` (`motor_slug`, `kind`, `external_url`) SELECT `slug`, 'manual', `manual_url` FROM `motors` WHERE `manual_url` LIKE 'https://%';--> statement-breakpoint
INSERT INTO `motor_media` (`motor_slug`, `kind`, `external_url`) SELECT `slug`, 'ficha', `spec_sheet_url` FROM `motors` WHERE `spec_sheet_url` LIKE 'https://%';--> statement-breakpoint
ALTER TABLE `motors` DROP COLUMN `manual_url`;--> statement-breakpoint
ALTER TABLE `motors` DROP COLUMN `spec_sheet_url`;
