-- Repeated clicks are found in memory now (decision 0014): the index only slowed each insert.
DROP INDEX `contact_clicks_visitor_at_idx`;
