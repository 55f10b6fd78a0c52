-- Settlement lines become typed, as the marketplace gives them: an order's amount and each fee are
-- lines of their own, with what they add to the payout (fees negative). A line kept from before (an
-- order's amount with its fee) becomes its ORDER line and, where it had a fee, a COMMISSION line.
ALTER TABLE "ts_settlement_lines" ALTER COLUMN "order_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ts_settlement_lines" ADD COLUMN "line_type" varchar(24);--> statement-breakpoint
ALTER TABLE "ts_settlement_lines" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "ts_settlement_lines" ADD COLUMN "description" text;--> statement-breakpoint
CREATE TEMPORARY TABLE "settlement_lines_before" AS
  SELECT "settlement_code", "line_no", "order_code", "order_amount", "fee_amount"
  FROM "ts_settlement_lines";--> statement-breakpoint
DELETE FROM "ts_settlement_lines";--> statement-breakpoint
INSERT INTO "ts_settlement_lines" ("settlement_code", "line_no", "line_type", "order_code", "amount", "order_amount", "fee_amount", "net_amount")
  SELECT "settlement_code", "line_no" * 2 - 1, 'ORDER', "order_code", "order_amount", 0, 0, 0
  FROM "settlement_lines_before"
  UNION ALL
  SELECT "settlement_code", "line_no" * 2, 'COMMISSION', "order_code", -"fee_amount", 0, 0, 0
  FROM "settlement_lines_before" WHERE "fee_amount" <> 0;--> statement-breakpoint
UPDATE "ts_settlements" s SET "line_count" = t."n"
  FROM (SELECT "settlement_code", count(*)::int AS "n" FROM "ts_settlement_lines" GROUP BY 1) t
  WHERE t."settlement_code" = s."code";--> statement-breakpoint
ALTER TABLE "ts_settlement_lines" ALTER COLUMN "line_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ts_settlement_lines" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
DROP TABLE "settlement_lines_before";
