-- Money as exact decimals (issue 20, finding 16): every amount column was double precision (a wallet
-- of 100 debited by 90.48 read 9.519999999999996). numeric(14, 2) like items.price: sums and
-- differences in SQL stay exact; drizzle reads them as numbers (mode "number"). Rates, percents,
-- distances, ratings and coordinates stay double precision. place_order_write casts the amount it
-- answers (0010), cart_add_line assigns its double precision price to the numeric column.

ALTER TABLE "users"
  ALTER COLUMN "wallet_balance" SET DATA TYPE numeric(14, 2) USING round("wallet_balance"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "stores"
  ALTER COLUMN "minimum_order" SET DATA TYPE numeric(14, 2) USING round("minimum_order"::numeric, 2),
  ALTER COLUMN "minimum_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("minimum_shipping_charge"::numeric, 2),
  ALTER COLUMN "per_km_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("per_km_shipping_charge"::numeric, 2),
  ALTER COLUMN "maximum_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("maximum_shipping_charge"::numeric, 2),
  ALTER COLUMN "extra_packaging_amount" SET DATA TYPE numeric(14, 2) USING round("extra_packaging_amount"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "items"
  ALTER COLUMN "discount" SET DATA TYPE numeric(14, 2) USING round("discount"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "item_campaigns"
  ALTER COLUMN "discount" SET DATA TYPE numeric(14, 2) USING round("discount"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "flash_sale_items"
  ALTER COLUMN "discount" SET DATA TYPE numeric(14, 2) USING round("discount"::numeric, 2),
  ALTER COLUMN "discount_amount" SET DATA TYPE numeric(14, 2) USING round("discount_amount"::numeric, 2),
  ALTER COLUMN "price" SET DATA TYPE numeric(14, 2) USING round("price"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "coupons"
  ALTER COLUMN "min_purchase" SET DATA TYPE numeric(14, 2) USING round("min_purchase"::numeric, 2),
  ALTER COLUMN "max_discount" SET DATA TYPE numeric(14, 2) USING round("max_discount"::numeric, 2),
  ALTER COLUMN "discount" SET DATA TYPE numeric(14, 2) USING round("discount"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "cash_backs"
  ALTER COLUMN "cashback_amount" SET DATA TYPE numeric(14, 2) USING round("cashback_amount"::numeric, 2),
  ALTER COLUMN "min_purchase" SET DATA TYPE numeric(14, 2) USING round("min_purchase"::numeric, 2),
  ALTER COLUMN "max_discount" SET DATA TYPE numeric(14, 2) USING round("max_discount"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "cart_lines"
  ALTER COLUMN "price" SET DATA TYPE numeric(14, 2) USING round("price"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "wallet_transactions"
  ALTER COLUMN "credit" SET DATA TYPE numeric(14, 2) USING round("credit"::numeric, 2),
  ALTER COLUMN "debit" SET DATA TYPE numeric(14, 2) USING round("debit"::numeric, 2),
  ALTER COLUMN "balance" SET DATA TYPE numeric(14, 2) USING round("balance"::numeric, 2),
  ALTER COLUMN "admin_bonus" SET DATA TYPE numeric(14, 2) USING round("admin_bonus"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "module_zones"
  ALTER COLUMN "per_km_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("per_km_shipping_charge"::numeric, 2),
  ALTER COLUMN "minimum_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("minimum_shipping_charge"::numeric, 2),
  ALTER COLUMN "maximum_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("maximum_shipping_charge"::numeric, 2),
  ALTER COLUMN "maximum_cod_order_amount" SET DATA TYPE numeric(14, 2) USING round("maximum_cod_order_amount"::numeric, 2),
  ALTER COLUMN "fixed_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("fixed_shipping_charge"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "orders"
  ALTER COLUMN "order_amount" SET DATA TYPE numeric(14, 2) USING round("order_amount"::numeric, 2),
  ALTER COLUMN "items_total" SET DATA TYPE numeric(14, 2) USING round("items_total"::numeric, 2),
  ALTER COLUMN "coupon_discount_amount" SET DATA TYPE numeric(14, 2) USING round("coupon_discount_amount"::numeric, 2),
  ALTER COLUMN "store_discount_amount" SET DATA TYPE numeric(14, 2) USING round("store_discount_amount"::numeric, 2),
  ALTER COLUMN "total_tax_amount" SET DATA TYPE numeric(14, 2) USING round("total_tax_amount"::numeric, 2),
  ALTER COLUMN "delivery_charge" SET DATA TYPE numeric(14, 2) USING round("delivery_charge"::numeric, 2),
  ALTER COLUMN "additional_charge" SET DATA TYPE numeric(14, 2) USING round("additional_charge"::numeric, 2),
  ALTER COLUMN "extra_packaging_amount" SET DATA TYPE numeric(14, 2) USING round("extra_packaging_amount"::numeric, 2),
  ALTER COLUMN "dm_tips" SET DATA TYPE numeric(14, 2) USING round("dm_tips"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "order_details"
  ALTER COLUMN "price" SET DATA TYPE numeric(14, 2) USING round("price"::numeric, 2),
  ALTER COLUMN "discount_on_item" SET DATA TYPE numeric(14, 2) USING round("discount_on_item"::numeric, 2),
  ALTER COLUMN "tax_amount" SET DATA TYPE numeric(14, 2) USING round("tax_amount"::numeric, 2),
  ALTER COLUMN "total_add_on_price" SET DATA TYPE numeric(14, 2) USING round("total_add_on_price"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "parcel_categories"
  ALTER COLUMN "parcel_per_km_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("parcel_per_km_shipping_charge"::numeric, 2),
  ALTER COLUMN "parcel_minimum_shipping_charge" SET DATA TYPE numeric(14, 2) USING round("parcel_minimum_shipping_charge"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "vehicles"
  ALTER COLUMN "extra_charges" SET DATA TYPE numeric(14, 2) USING round("extra_charges"::numeric, 2);
--> statement-breakpoint
ALTER TABLE "tip_amounts"
  ALTER COLUMN "amount" SET DATA TYPE numeric(14, 2) USING round("amount"::numeric, 2);
