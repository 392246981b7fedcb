-- The earning rate a stay's future points were worked out with (floor(payable x rate / 100)), so a
-- shorter stay can work them out again exactly at the same rate. Null for entries written before.
ALTER TABLE "point_entries" ADD COLUMN "earning_rate_percent" integer;
