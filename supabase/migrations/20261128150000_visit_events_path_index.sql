-- The raw visit events' page is a foreign key to the counted paths; without an index on it, removing
-- a counted path scans every raw event (splinter's unindexed_foreign_keys).
create index visit_events_path_idx on private.visit_events (path);
