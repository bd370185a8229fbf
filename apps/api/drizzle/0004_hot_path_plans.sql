-- The hot-path functions of 0003 with plans that stay good while the tables grow (ADR 0011). PGlite has
-- no autovacuum, so its tables are never analysed and the functions' cached generic plans were made for
-- the tables as they were at the first calls: the Idempotency-Key lookup then used the owner index and
-- filtered every order of the owner (measured: 0.45 ms per placement at first, 1.3 ms after 6,000
-- orders). place_order_write now inserts first and reads the same key's order only when the unique index
-- refused the insert (the lookup is off the placing path).

-- Cart add: locks the owner, checks the owner's lines of the module against the new line (one store per
-- cart, no duplicate choice, the maximum cart quantity and the stock limits computed by the caller from
-- the catalogue entry), inserts it and answers the owner's lines of the module (the new one last, added).
CREATE OR REPLACE FUNCTION cart_add_line(
  p_owner_kind text, p_owner_id bigint, p_owner_key text, p_module_id integer, p_item_id integer,
  p_model text, p_store_id integer, p_variation jsonb, p_variation_key text, p_add_on_ids jsonb,
  p_add_on_qtys jsonb, p_price double precision, p_quantity integer, p_max_quantity integer,
  p_tracked boolean, p_variation_stock integer, p_item_stock integer)
RETURNS TABLE (
  id integer, owner_key text, owner_id bigint, is_guest integer, module_id integer, item_id integer,
  model text, store_id integer, variation jsonb, variation_key text, add_on_ids jsonb,
  add_on_qtys jsonb, price double precision, quantity integer, created_at text, updated_at text,
  added boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_other_store boolean;
  v_duplicate boolean;
  v_item_quantity integer;
  v_same_variation integer;
  v_id integer;
BEGIN
  IF p_owner_kind = 'user' THEN
    PERFORM 1 FROM users WHERE users.id = p_owner_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM guests WHERE guests.id = p_owner_id FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'unauthorized';
  END IF;
  SELECT
    coalesce(bool_or(l.store_id <> p_store_id), false),
    coalesce(bool_or(l.model = p_model AND l.item_id = p_item_id AND l.variation_key = p_variation_key), false),
    coalesce(sum(l.quantity) FILTER (WHERE l.model = p_model AND l.item_id = p_item_id), 0)::integer + p_quantity,
    coalesce(sum(l.quantity) FILTER (
      WHERE l.model = p_model AND l.item_id = p_item_id AND l.variation_key = p_variation_key), 0)::integer + p_quantity
  INTO v_other_store, v_duplicate, v_item_quantity, v_same_variation
  FROM cart_lines l
  WHERE l.owner_key = p_owner_key AND l.module_id = p_module_id;
  IF v_other_store THEN
    RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'store';
  END IF;
  IF v_duplicate THEN
    RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'cart_item';
  END IF;
  IF p_max_quantity IS NOT NULL AND p_max_quantity > 0 AND v_item_quantity > p_max_quantity THEN
    RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'cart_item_limit';
  END IF;
  IF p_tracked AND (
    (p_variation_stock IS NOT NULL AND v_same_variation > p_variation_stock)
    OR (p_variation_stock IS NULL AND p_item_stock IS NOT NULL AND v_item_quantity > p_item_stock)
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'stock_out';
  END IF;
  INSERT INTO cart_lines AS c (owner_key, owner_id, is_guest, module_id, item_id, model, store_id,
    variation, variation_key, add_on_ids, add_on_qtys, price, quantity)
  VALUES (p_owner_key, p_owner_id, CASE WHEN p_owner_kind = 'user' THEN 0 ELSE 1 END, p_module_id,
    p_item_id, p_model, p_store_id, p_variation, p_variation_key, p_add_on_ids, p_add_on_qtys, p_price,
    p_quantity)
  ON CONFLICT DO NOTHING
  RETURNING c.id INTO v_id;
  IF v_id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'cart_item';
  END IF;
  RETURN QUERY
    SELECT l.id, l.owner_key, l.owner_id, l.is_guest, l.module_id, l.item_id, l.model, l.store_id,
      l.variation, l.variation_key, l.add_on_ids, l.add_on_qtys, l.price, l.quantity,
      l.created_at::text, l.updated_at::text, l.id = v_id
    FROM cart_lines l
    WHERE l.owner_key = p_owner_key AND l.module_id = p_module_id
    ORDER BY l.id = v_id, l.id;
END
$$;
--> statement-breakpoint

-- The writes of an order placement: locks the owner, inserts the order (when the (owner, key) unique
-- index already holds one: answers that order, 'existing', or 'conflict' when not visible yet), its
-- lines, takes the stock (item and campaign stock and the named variations' stock, only where all of
-- it is there; fewer rows than asked → 'stock_out', everything rolled back), adds the flash-sale sold
-- counts and removes the ordered cart lines. `after` holds the stock rows as the takes left them.
-- p_order and p_lines use the tables' column names; p_*_moves are [{ id, qty, take: { type: qty } }].
CREATE OR REPLACE FUNCTION place_order_write(
  p_owner_kind text, p_owner_id bigint, p_owner_key text, p_idempotency_key text, p_order jsonb,
  p_lines jsonb, p_item_moves jsonb, p_campaign_moves jsonb, p_flash_moves jsonb,
  p_cart_line_ids integer[])
RETURNS TABLE (outcome text, order_id integer, order_amount double precision, order_status text,
  created_at text, after jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id integer;
  v_created text;
  v_taken integer;
  v_part jsonb;
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
    prescription_order, order_attachment, status_times, details_count, created_at, updated_at)
  SELECT r.owner_key, r.user_id, r.guest_id, r.idempotency_key, r.order_status, r.order_type,
    r.payment_method, r.payment_status, r.order_amount, r.items_total, r.coupon_discount_amount,
    r.coupon_code, r.store_discount_amount, r.total_tax_amount, r.delivery_charge, r.dm_tips,
    r.store_id, r.module_id, r.zone_id, r.distance, r.delivery_address, r.scheduled, r.schedule_at,
    r.order_note, r.delivery_instruction, r.cutlery, r.otp, r.prescription_order, r.order_attachment,
    r.status_times, r.details_count, r.created_at, r.updated_at
  FROM jsonb_populate_record(NULL::orders, p_order) AS r
  ON CONFLICT (owner_key, idempotency_key) DO NOTHING
  RETURNING o.id, o.created_at::text INTO v_id, v_created;
  IF v_id IS NULL THEN
    -- The unique index holds this owner's order of the same key: answer it (read with a fresh snapshot,
    -- after the owner lock); 'conflict' if it is not visible yet (the caller reads it again).
    RETURN QUERY
      SELECT 'existing'::text, o.id, o.order_amount, o.order_status, o.created_at::text, NULL::jsonb
      FROM orders o
      WHERE o.owner_key = p_owner_key AND o.idempotency_key = p_idempotency_key;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'conflict'::text, NULL::integer, NULL::double precision, NULL::text,
        NULL::text, NULL::jsonb;
    END IF;
    RETURN;
  END IF;
  INSERT INTO order_details (order_id, item_id, item_campaign_id, item_details, price, quantity,
    discount_on_item, total_add_on_price, variation, add_ons)
  SELECT v_id, r.item_id, r.item_campaign_id, r.item_details, r.price, r.quantity, r.discount_on_item,
    r.total_add_on_price, r.variation, r.add_ons
  FROM jsonb_populate_recordset(NULL::order_details, p_lines) AS r;
  IF jsonb_array_length(p_item_moves) > 0 THEN
    WITH s AS (
      UPDATE items SET stock = items.stock - v.qty,
        variations = CASE WHEN v.take = '{}'::jsonb THEN items.variations ELSE (
          SELECT coalesce(jsonb_agg(CASE
            WHEN jsonb_typeof(e->'stock') = 'number' AND v.take->(e->>'type') IS NOT NULL
            THEN jsonb_set(e, '{stock}', to_jsonb((e->>'stock')::numeric - (v.take->>(e->>'type'))::numeric))
            ELSE e END ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(items.variations) WITH ORDINALITY AS t(e, n)) END
      FROM jsonb_to_recordset(p_item_moves) AS v(id integer, qty integer, take jsonb)
      WHERE items.id = v.id AND items.stock >= v.qty AND NOT EXISTS (
        SELECT 1 FROM jsonb_each_text(v.take) AS k(type, q)
        WHERE NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(items.variations) AS e
          WHERE e->>'type' = k.type
            AND (jsonb_typeof(e->'stock') <> 'number' OR (e->>'stock')::numeric >= k.q::numeric)))
      RETURNING items.id, items.stock, items.variations)
    SELECT count(*)::integer, coalesce(jsonb_agg(jsonb_build_object('model', 'Item', 'id', s.id,
      'stock', s.stock, 'variations', s.variations)), '[]'::jsonb)
    INTO v_taken, v_part FROM s;
    IF v_taken < jsonb_array_length(p_item_moves) THEN
      RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'stock_out';
    END IF;
    v_after := v_after || v_part;
  END IF;
  IF jsonb_array_length(p_campaign_moves) > 0 THEN
    WITH s AS (
      UPDATE item_campaigns SET stock = item_campaigns.stock - v.qty,
        variations = CASE WHEN v.take = '{}'::jsonb THEN item_campaigns.variations ELSE (
          SELECT coalesce(jsonb_agg(CASE
            WHEN jsonb_typeof(e->'stock') = 'number' AND v.take->(e->>'type') IS NOT NULL
            THEN jsonb_set(e, '{stock}', to_jsonb((e->>'stock')::numeric - (v.take->>(e->>'type'))::numeric))
            ELSE e END ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements(item_campaigns.variations) WITH ORDINALITY AS t(e, n)) END
      FROM jsonb_to_recordset(p_campaign_moves) AS v(id integer, qty integer, take jsonb)
      WHERE item_campaigns.id = v.id AND item_campaigns.stock >= v.qty AND NOT EXISTS (
        SELECT 1 FROM jsonb_each_text(v.take) AS k(type, q)
        WHERE NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(item_campaigns.variations) AS e
          WHERE e->>'type' = k.type
            AND (jsonb_typeof(e->'stock') <> 'number' OR (e->>'stock')::numeric >= k.q::numeric)))
      RETURNING item_campaigns.id, item_campaigns.stock, item_campaigns.variations)
    SELECT count(*)::integer, coalesce(jsonb_agg(jsonb_build_object('model', 'ItemCampaign', 'id', s.id,
      'stock', s.stock, 'variations', s.variations)), '[]'::jsonb)
    INTO v_taken, v_part FROM s;
    IF v_taken < jsonb_array_length(p_campaign_moves) THEN
      RAISE EXCEPTION USING ERRCODE = 'MKT01', MESSAGE = 'stock_out';
    END IF;
    v_after := v_after || v_part;
  END IF;
  IF jsonb_array_length(p_flash_moves) > 0 THEN
    UPDATE flash_sale_items SET sold = flash_sale_items.sold + v.qty,
      available_stock = greatest(flash_sale_items.available_stock - v.qty, 0)
    FROM jsonb_to_recordset(p_flash_moves) AS v(id integer, qty integer)
    WHERE flash_sale_items.id = v.id;
  END IF;
  IF cardinality(p_cart_line_ids) > 0 THEN
    DELETE FROM cart_lines WHERE cart_lines.owner_key = p_owner_key AND cart_lines.id = ANY (p_cart_line_ids);
  END IF;
  RETURN QUERY SELECT 'placed'::text, v_id, (p_order->>'order_amount')::double precision,
    p_order->>'order_status', v_created, v_after;
END
$$;
