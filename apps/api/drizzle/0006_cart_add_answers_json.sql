-- cart_add_line answers the module's lines as one json value instead of a row per line (ADR 0011):
-- PGlite decodes every field of every row through its protocol reader; one json field is ~0.1 ms
-- cheaper per cart add (measured: 5 lines × 17 columns 0.32 ms, the same as json_agg 0.21 ms).
-- Same checks, same order, same lines (the new one last, "added": true).

DROP FUNCTION cart_add_line(text, bigint, text, integer, integer, text, integer, jsonb, text, jsonb,
  jsonb, double precision, integer, integer, boolean, integer, integer);
--> statement-breakpoint
CREATE FUNCTION cart_add_line(
  p_owner_kind text, p_owner_id bigint, p_owner_key text, p_module_id integer, p_item_id integer,
  p_model text, p_store_id integer, p_variation jsonb, p_variation_key text, p_add_on_ids jsonb,
  p_add_on_qtys jsonb, p_price double precision, p_quantity integer, p_max_quantity integer,
  p_tracked boolean, p_variation_stock integer, p_item_stock integer)
RETURNS json
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
  RETURN (
    SELECT coalesce(json_agg(json_build_object('id', l.id, 'owner_key', l.owner_key,
      'owner_id', l.owner_id, 'is_guest', l.is_guest, 'module_id', l.module_id, 'item_id', l.item_id,
      'model', l.model, 'store_id', l.store_id, 'variation', l.variation,
      'variation_key', l.variation_key, 'add_on_ids', l.add_on_ids, 'add_on_qtys', l.add_on_qtys,
      'price', l.price, 'quantity', l.quantity, 'created_at', l.created_at::text,
      'updated_at', l.updated_at::text, 'added', l.id = v_id) ORDER BY l.id = v_id, l.id), '[]'::json)
    FROM cart_lines l
    WHERE l.owner_key = p_owner_key AND l.module_id = p_module_id);
END
$$;
