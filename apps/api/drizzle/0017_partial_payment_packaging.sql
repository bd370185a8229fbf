-- Partial wallet payment and extra packaging (issue 17): an order keeps the part its wallet paid
-- (partially_paid_amount; the rest is due by the order's payment method), and place_order_write now
-- writes that and the extra packaging amount the server priced. Same statement otherwise (0010).

ALTER TABLE "orders" ADD COLUMN "partially_paid_amount" numeric(14, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_order_write(
  p_owner_kind text, p_owner_id bigint, p_owner_key text, p_idempotency_key text, p_order jsonb,
  p_lines jsonb, p_item_moves jsonb, p_campaign_moves jsonb, p_flash_moves jsonb,
  p_cart_line_ids integer[])
RETURNS TABLE (outcome text, order_id integer, order_amount double precision, order_status text,
  created_at text, after jsonb, fingerprint text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id integer;
  v_created text;
  v_move record;
  v_row record;
  v_current record;
  v_after jsonb := '[]'::jsonb;
BEGIN
  IF p_owner_kind = 'user' THEN
    PERFORM 1 FROM users WHERE users.id = p_owner_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM guests WHERE guests.id = p_owner_id FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'unauthorized';
  END IF;
  INSERT INTO orders AS o (owner_key, user_id, guest_id, idempotency_key, order_status, order_type,
    payment_method, payment_status, order_amount, items_total, coupon_discount_amount, coupon_code,
    store_discount_amount, total_tax_amount, delivery_charge, dm_tips, store_id, module_id, zone_id,
    distance, delivery_address, scheduled, schedule_at, order_note, delivery_instruction, cutlery, otp,
    prescription_order, order_attachment, status_times, details_count, created_at, updated_at,
    idempotency_fingerprint, extra_packaging_amount, partially_paid_amount)
  SELECT r.owner_key, r.user_id, r.guest_id, r.idempotency_key, r.order_status, r.order_type,
    r.payment_method, r.payment_status, r.order_amount, r.items_total, r.coupon_discount_amount,
    r.coupon_code, r.store_discount_amount, r.total_tax_amount, r.delivery_charge, r.dm_tips,
    r.store_id, r.module_id, r.zone_id, r.distance, r.delivery_address, r.scheduled, r.schedule_at,
    r.order_note, r.delivery_instruction, r.cutlery, r.otp, r.prescription_order, r.order_attachment,
    r.status_times, r.details_count, r.created_at, r.updated_at, r.idempotency_fingerprint,
    r.extra_packaging_amount, r.partially_paid_amount
  FROM jsonb_populate_record(NULL::orders, p_order) AS r
  ON CONFLICT (owner_key, idempotency_key) DO NOTHING
  RETURNING o.id, o.created_at::text INTO v_id, v_created;
  IF v_id IS NULL THEN
    -- The unique index holds this owner's order of the same key: answer it (read with a fresh snapshot,
    -- after the owner lock); 'conflict' if it is not visible yet (the caller reads it again).
    RETURN QUERY
      SELECT 'existing'::text, o.id, o.order_amount::double precision, o.order_status,
        o.created_at::text, NULL::jsonb, o.idempotency_fingerprint
      FROM orders o
      WHERE o.owner_key = p_owner_key AND o.idempotency_key = p_idempotency_key;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'conflict'::text, NULL::integer, NULL::double precision, NULL::text,
        NULL::text, NULL::jsonb, NULL::text;
    END IF;
    RETURN;
  END IF;
  INSERT INTO order_details (order_id, item_id, item_campaign_id, item_details, price, quantity,
    discount_on_item, total_add_on_price, variation, add_ons)
  SELECT v_id, r.item_id, r.item_campaign_id, r.item_details, r.price, r.quantity, r.discount_on_item,
    r.total_add_on_price, r.variation, r.add_ons
  FROM jsonb_populate_recordset(NULL::order_details, p_lines) AS r;
  FOR v_move IN SELECT * FROM jsonb_to_recordset(p_item_moves) AS m(id integer, qty integer, take jsonb) LOOP
    IF v_move.take IS NULL OR v_move.take = '{}'::jsonb THEN
      UPDATE items SET stock = items.stock - v_move.qty
      WHERE items.id = v_move.id AND items.stock >= v_move.qty
      RETURNING items.id, items.stock, items.variations INTO v_row;
    ELSE
      -- A variation take: lock the row, check its current stock and variations, then write them.
      SELECT items.stock, items.variations INTO v_current
      FROM items WHERE items.id = v_move.id FOR UPDATE;
      IF NOT FOUND OR v_current.stock < v_move.qty OR EXISTS (
        SELECT 1 FROM jsonb_each_text(v_move.take) AS k(type, q)
        WHERE NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(v_current.variations) AS e
          WHERE e->>'type' = k.type
            AND (jsonb_typeof(e->'stock') <> 'number' OR (e->>'stock')::numeric >= k.q::numeric))) THEN
        RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'stock_out';
      END IF;
      UPDATE items SET stock = items.stock - v_move.qty,
        variations = (
          SELECT coalesce(jsonb_agg(CASE
            WHEN jsonb_typeof(e->'stock') = 'number' AND v_move.take->(e->>'type') IS NOT NULL
            THEN jsonb_set(e, '{stock}', to_jsonb((e->>'stock')::numeric - (v_move.take->>(e->>'type'))::numeric))
            ELSE e END ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(v_current.variations) WITH ORDINALITY AS t(e, n))
      WHERE items.id = v_move.id
      RETURNING items.id, items.stock, items.variations INTO v_row;
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'stock_out';
    END IF;
    v_after := v_after || jsonb_build_object('model', 'Item', 'id', v_row.id, 'stock', v_row.stock,
      'variations', v_row.variations);
  END LOOP;
  FOR v_move IN SELECT * FROM jsonb_to_recordset(p_campaign_moves) AS m(id integer, qty integer, take jsonb) LOOP
    IF v_move.take IS NULL OR v_move.take = '{}'::jsonb THEN
      UPDATE item_campaigns SET stock = item_campaigns.stock - v_move.qty
      WHERE item_campaigns.id = v_move.id AND item_campaigns.stock >= v_move.qty
      RETURNING item_campaigns.id, item_campaigns.stock, item_campaigns.variations INTO v_row;
    ELSE
      -- A variation take: lock the row, check its current stock and variations, then write them.
      SELECT item_campaigns.stock, item_campaigns.variations INTO v_current
      FROM item_campaigns WHERE item_campaigns.id = v_move.id FOR UPDATE;
      IF NOT FOUND OR v_current.stock < v_move.qty OR EXISTS (
        SELECT 1 FROM jsonb_each_text(v_move.take) AS k(type, q)
        WHERE NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(v_current.variations) AS e
          WHERE e->>'type' = k.type
            AND (jsonb_typeof(e->'stock') <> 'number' OR (e->>'stock')::numeric >= k.q::numeric))) THEN
        RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'stock_out';
      END IF;
      UPDATE item_campaigns SET stock = item_campaigns.stock - v_move.qty,
        variations = (
          SELECT coalesce(jsonb_agg(CASE
            WHEN jsonb_typeof(e->'stock') = 'number' AND v_move.take->(e->>'type') IS NOT NULL
            THEN jsonb_set(e, '{stock}', to_jsonb((e->>'stock')::numeric - (v_move.take->>(e->>'type'))::numeric))
            ELSE e END ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(v_current.variations) WITH ORDINALITY AS t(e, n))
      WHERE item_campaigns.id = v_move.id
      RETURNING item_campaigns.id, item_campaigns.stock, item_campaigns.variations INTO v_row;
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'stock_out';
    END IF;
    v_after := v_after || jsonb_build_object('model', 'ItemCampaign', 'id', v_row.id, 'stock', v_row.stock,
      'variations', v_row.variations);
  END LOOP;
  FOR v_move IN SELECT * FROM jsonb_to_recordset(p_flash_moves) AS m(id integer, qty integer, take jsonb) LOOP
    UPDATE flash_sale_items SET sold = flash_sale_items.sold + v_move.qty,
      available_stock = greatest(flash_sale_items.available_stock - v_move.qty, 0)
    WHERE flash_sale_items.id = v_move.id;
  END LOOP;
  IF cardinality(p_cart_line_ids) > 0 THEN
    DELETE FROM cart_lines WHERE cart_lines.owner_key = p_owner_key AND cart_lines.id = ANY (p_cart_line_ids);
  END IF;
  RETURN QUERY SELECT 'placed'::text, v_id, (p_order->>'order_amount')::double precision,
    p_order->>'order_status', v_created, v_after, p_order->>'idempotency_fingerprint';
END
$$;
