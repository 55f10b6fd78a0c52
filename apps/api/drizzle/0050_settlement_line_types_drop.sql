ALTER TABLE "ts_settlement_lines" DROP COLUMN "order_amount";--> statement-breakpoint
ALTER TABLE "ts_settlement_lines" DROP COLUMN "fee_amount";--> statement-breakpoint
ALTER TABLE "ts_settlement_lines" DROP COLUMN "net_amount";