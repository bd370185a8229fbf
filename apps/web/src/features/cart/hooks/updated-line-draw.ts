import type { Cart, CartLine } from "@marketplace/api-client";
import type { ItemSelection } from "@marketplace/domain";
import { fromMinorUnits, unitPriceBeforeDiscount } from "@marketplace/domain";

import { withUpdatedLine } from "./optimistic-lines";

/**
 * What an update of a line to `selection` leaves (its unit price before discount from the choices): the
 * writer draws it, and the drawer hands it to the bus as the update's draft, so both draw the same.
 */
export function updatedLineDraw(
  line: CartLine,
  selection: ItemSelection,
  digits: number,
): (lines: Cart) => Cart {
  const price = fromMinorUnits(unitPriceBeforeDiscount(line.item, selection, digits), digits);
  return (lines) => withUpdatedLine(lines, line.id, selection, price);
}
