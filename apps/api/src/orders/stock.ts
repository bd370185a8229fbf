import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";

import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import type { StockAfter } from "./cart/catalog-entry";
import { flashSaleItems, itemCampaigns, items } from "../db/schema";
import { ApiError } from "../lib/errors";
import { rowsOf } from "./sql-rows";

/**
 * One ordered line as stock sees it. Stock is kept outside the food module: the item's (or campaign
 * item's) `stock`, and for a non-food variation also that variation's `stock` in the `variations` JSON
 * (the item's stock is the sum of its variations', so both move together).
 */
export interface StockLine {
  model: "Item" | "ItemCampaign";
  id: number;
  /** False in the food module (no stock kept). */
  tracked: boolean;
  /** The chosen variation's type as the item names it (null without a variation). */
  variationType: string | null;
  quantity: number;
}

/** Per item: the quantity to take from `stock` and, per variation type, from the variations JSON. */
interface StockMove {
  id: number;
  qty: number;
  take: Record<string, number>;
}

/** What an order took or gave back (for the catalogue's caches). */
export interface StockChange {
  itemIds: number[];
  campaignIds: number[];
  flashIds: number[];
  /** Stock and variations as the change left them (for the cart's cached entries). */
  after: StockAfter[];
}

export const noStockChange: StockChange = { itemIds: [], campaignIds: [], flashIds: [], after: [] };

function movesOf(lines: readonly StockLine[], model: StockLine["model"]): StockMove[] {
  const byId = new Map<number, StockMove>();
  for (const line of lines) {
    if (!line.tracked || line.model !== model) continue;
    const move = byId.get(line.id) ?? { id: line.id, qty: 0, take: {} };
    move.qty += line.quantity;
    if (line.variationType !== null)
      move.take[line.variationType] = (move.take[line.variationType] ?? 0) + line.quantity;
    byId.set(line.id, move);
  }
  return [...byId.values()];
}

/** Running flash-sale rows of the ordered items, with the quantities (campaign items never are). */
function flashMoves(lines: readonly StockLine[], ref: Reference): { id: number; qty: number }[] {
  const byId = new Map<number, number>();
  for (const line of lines) {
    if (line.model !== "Item") continue;
    const flash = ref.flashItems.get(line.id);
    if (flash) byId.set(flash.id, (byId.get(flash.id) ?? 0) + line.quantity);
  }
  return [...byId].map(([id, qty]) => ({ id, qty }));
}

type StockTable = typeof items | typeof itemCampaigns;

/** The variations JSON with each named variation's stock moved by its quantity (`-` takes, `+` gives). */
const movedVariations = (table: StockTable, op: "-" | "+") => sql`case when v.take = '{}'::jsonb
  then ${table}."variations" else (
    select coalesce(jsonb_agg(case
      when jsonb_typeof(e->'stock') = 'number' and v.take->(e->>'type') is not null
      then jsonb_set(e, '{stock}', to_jsonb((e->>'stock')::numeric ${sql.raw(op)} (v.take->>(e->>'type'))::numeric))
      else e end order by n), '[]'::jsonb)
    from jsonb_array_elements(${table}."variations") with ordinality as t(e, n)) end`;

/** The moves as a VALUES list (plain takes need no JSON functions: cheaper to plan). */
const plainValues = (moves: StockMove[]) =>
  sql.join(
    moves.map((move) => sql`(${move.id}::int, ${move.qty}::int)`),
    sql`, `,
  );

const returned = (table: StockTable) =>
  sql`returning ${table}."id", ${table}."stock", ${table}."variations"`;

/**
 * One UPDATE for every line of one table: takes the quantities only where all of them are there (item
 * stock and each variation's stock), so concurrent orders never take stock below zero. Returns the rows
 * taken (fewer than asked → out of stock).
 */
function takeStatement(table: StockTable, moves: StockMove[]): SQL {
  if (moves.every((move) => Object.keys(move.take).length === 0))
    return sql`update ${table} set "stock" = ${table}."stock" - v.qty
      from (values ${plainValues(moves)}) as v(id, qty)
      where ${table}."id" = v.id and ${table}."stock" >= v.qty ${returned(table)}`;
  return sql`update ${table} set "stock" = ${table}."stock" - v.qty,
    "variations" = ${movedVariations(table, "-")}
  from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as v(id int, qty int, take jsonb)
  where ${table}."id" = v.id and ${table}."stock" >= v.qty and not exists (
    select 1 from jsonb_each_text(v.take) as k(type, q)
    where not exists (
      select 1 from jsonb_array_elements(${table}."variations") as e
      where e->>'type' = k.type
        and (jsonb_typeof(e->'stock') <> 'number' or (e->>'stock')::numeric >= k.q::numeric)))
  ${returned(table)}`;
}

function giveStatement(table: StockTable, moves: StockMove[]): SQL {
  if (moves.every((move) => Object.keys(move.take).length === 0))
    return sql`update ${table} set "stock" = ${table}."stock" + v.qty
      from (values ${plainValues(moves)}) as v(id, qty)
      where ${table}."id" = v.id ${returned(table)}`;
  return sql`update ${table} set "stock" = ${table}."stock" + v.qty,
    "variations" = ${movedVariations(table, "+")}
  from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as v(id int, qty int, take jsonb)
  where ${table}."id" = v.id
  ${returned(table)}`;
}

const flashStatement = (moves: { id: number; qty: number }[], give: boolean) =>
  give
    ? sql`update ${flashSaleItems} set "sold" = greatest(${flashSaleItems}."sold" - v.qty, 0),
        "available_stock" = least(${flashSaleItems}."available_stock" + v.qty, ${flashSaleItems}."stock")
      from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as v(id int, qty int)
      where ${flashSaleItems}."id" = v.id returning ${flashSaleItems}."id"`
    : sql`update ${flashSaleItems} set "sold" = ${flashSaleItems}."sold" + v.qty,
        "available_stock" = greatest(${flashSaleItems}."available_stock" - v.qty, 0)
      from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as v(id int, qty int)
      where ${flashSaleItems}."id" = v.id returning ${flashSaleItems}."id"`;

/** The stock statements of an order, as named parts of one WITH statement, and what they touch. */
export interface StockPlan {
  /** `name as (statement)` parts; the items and campaign updates are named `s_items` and `s_campaigns`. */
  parts: SQL[];
  /** How many rows each take must return (fewer: out of stock). */
  expected: { items: number; campaigns: number };
  change: StockChange;
}

function plan(lines: readonly StockLine[], ref: Reference, give: boolean): StockPlan {
  const itemMoves = movesOf(lines, "Item");
  const campaignMoves = movesOf(lines, "ItemCampaign");
  const flash = flashMoves(lines, ref);
  const parts: SQL[] = [];
  const statement = give ? giveStatement : takeStatement;
  if (itemMoves.length > 0) parts.push(sql`s_items as (${statement(items, itemMoves)})`);
  if (campaignMoves.length > 0)
    parts.push(sql`s_campaigns as (${statement(itemCampaigns, campaignMoves)})`);
  if (flash.length > 0) parts.push(sql`s_flash as (${flashStatement(flash, give)})`);
  return {
    parts,
    expected: { items: itemMoves.length, campaigns: campaignMoves.length },
    change: {
      itemIds: itemMoves.map((move) => move.id),
      campaignIds: campaignMoves.map((move) => move.id),
      flashIds: flash.map((move) => move.id),
      after: [],
    },
  };
}

/** The moves of taking an order's stock, as `place_order_write` (drizzle/0003) takes them. */
export function takeMoves(lines: readonly StockLine[], ref: Reference) {
  const itemMoves = movesOf(lines, "Item");
  const campaignMoves = movesOf(lines, "ItemCampaign");
  const flash = flashMoves(lines, ref);
  return {
    items: itemMoves,
    campaigns: campaignMoves,
    flash,
    change: {
      itemIds: itemMoves.map((move) => move.id),
      campaignIds: campaignMoves.map((move) => move.id),
      flashIds: flash.map((move) => move.id),
      after: [],
    } satisfies StockChange,
  };
}

/** Taking an order's stock (item and variation stock, campaign stock, flash-sale sold counts). */
export const takePlan = (lines: readonly StockLine[], ref: Reference) => plan(lines, ref, false);

/** Giving a canceled or failed order's stock back. */
export const givePlan = (lines: readonly StockLine[], ref: Reference) => plan(lines, ref, true);

const afterOf = (name: string, model: StockAfter["model"]) =>
  sql.raw(`(select coalesce(json_agg(json_build_object('model', '${model}', 'id', "id",
    'stock', "stock", 'variations', "variations")), '[]'::json) from ${name})`);

/**
 * The result columns of a plan's WITH statement: `taken_items`, `taken_campaigns` (rows updated) and
 * `after` (their stock and variations now).
 */
export const takenColumns = (stock: StockPlan): SQL => {
  const items = stock.expected.items > 0;
  const campaigns = stock.expected.campaigns > 0;
  const after =
    items && campaigns
      ? sql`(${afterOf("s_items", "Item")}::jsonb || ${afterOf("s_campaigns", "ItemCampaign")}::jsonb)`
      : items
        ? afterOf("s_items", "Item")
        : campaigns
          ? afterOf("s_campaigns", "ItemCampaign")
          : sql`'[]'::json`;
  return sql.join(
    [
      items ? sql`(select count(*) from s_items)::int as taken_items` : sql`0 as taken_items`,
      campaigns
        ? sql`(select count(*) from s_campaigns)::int as taken_campaigns`
        : sql`0 as taken_campaigns`,
      sql`${after} as after`,
    ],
    sql`, `,
  );
};

/** The stock rows a plan's WITH statement answered (`after` column). */
export function afterRows(row: Record<string, unknown> | undefined): StockAfter[] {
  const after: unknown = row?.after;
  const list: unknown = typeof after === "string" ? JSON.parse(after) : after;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const value = entry as Record<string, unknown>;
    const model = value.model === "ItemCampaign" ? "ItemCampaign" : "Item";
    return [
      { model, id: Number(value.id), stock: Number(value.stock), variations: value.variations },
    ];
  });
}

/** Whether every take of the plan found its stock, from the row `takenColumns` selected. */
export function tookAll(stock: StockPlan, row: Record<string, unknown> | undefined): boolean {
  return (
    Number(row?.taken_items ?? 0) === stock.expected.items &&
    Number(row?.taken_campaigns ?? 0) === stock.expected.campaigns
  );
}

/** Runs `WITH parts… SELECT columns` as one statement and returns its single row. */
export async function runWith(
  db: Db,
  parts: readonly SQL[],
  columns: SQL,
): Promise<Record<string, unknown> | undefined> {
  const rows = rowsOf(
    await db.execute(sql`with ${sql.join([...parts], sql`, `)} select ${columns}`),
  );
  return rows[0];
}

/** Gives an order's stock back in one statement (cancel, failed payment). */
export async function giveStock(
  db: Db,
  lines: readonly StockLine[],
  ref: Reference,
): Promise<StockChange> {
  const stock = givePlan(lines, ref);
  if (stock.parts.length === 0) return stock.change;
  const row = await runWith(db, stock.parts, takenColumns(stock));
  return { ...stock.change, after: afterRows(row) };
}

/** The stock lines of stored order details (what placing took). */
export function detailStockLines(
  details: readonly {
    itemId: number | null;
    itemCampaignId: number | null;
    quantity: number;
    variation: unknown[];
    itemDetails: Record<string, unknown>;
  }[],
): StockLine[] {
  return details.flatMap((detail) => {
    const id = detail.itemCampaignId ?? detail.itemId;
    if (id === null) return [];
    const chosen = detail.variation.find(
      (entry): entry is { type: string } =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as { type?: unknown }).type === "string",
    );
    return [
      {
        model: detail.itemCampaignId !== null ? "ItemCampaign" : "Item",
        id,
        tracked: detail.itemDetails.module_type !== "food",
        variationType: chosen?.type ?? null,
        quantity: detail.quantity,
      },
    ];
  });
}

/** Takes stock outside a placement (a failed order moved back to pending); run it in a transaction. */
export async function takeStock(
  tx: Db,
  lines: readonly StockLine[],
  ref: Reference,
): Promise<StockChange> {
  const stock = takePlan(lines, ref);
  if (stock.parts.length === 0) return stock.change;
  const row = await runWith(tx, stock.parts, takenColumns(stock));
  if (!tookAll(stock, row)) throw ApiError.of(403, "stock_out", "Out of Stock");
  return { ...stock.change, after: afterRows(row) };
}
