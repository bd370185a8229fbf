-- The new customer's first-order discount (the offer `customer/info` reports): an order keeps what it took off
-- (before tax, like the coupon). Placement writes it under the customer's row lock, after place_order_write.

ALTER TABLE "orders" ADD COLUMN "first_order_discount" numeric(14, 2) DEFAULT 0 NOT NULL;
