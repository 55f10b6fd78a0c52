-- The distinct counts read one element of a day's (or a month's) returns array per row: a long
-- array is stored compressed, and pglz takes most of the time of such a read; lz4 several times
-- less. Where the server has no lz4, the arrays stay as they are.
DO $$
BEGIN
  ALTER TABLE "ts_distinct_daily" ALTER COLUMN "returns" SET COMPRESSION lz4;
  ALTER TABLE "ts_distinct_monthly" ALTER COLUMN "returns" SET COMPRESSION lz4;
  -- The arrays stored compressed so far, stored again (concatenated with nothing: a new value).
  UPDATE "ts_distinct_daily" SET "returns" = "returns" || '{}'::int[]
    WHERE pg_column_compression("returns") = 'pglz';
  UPDATE "ts_distinct_monthly" SET "returns" = "returns" || '{}'::int[]
    WHERE pg_column_compression("returns") = 'pglz';
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
