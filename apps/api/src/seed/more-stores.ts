/**
 * More restaurants in the first zone (Old Town), added after the rest of the demo data so no other row
 * changes: enough that a food store list there runs past one page (12 a page, `STORE_LIST_PAGE_SIZE`).
 * They sell the module's own products; their hours, discounts, delivery times and ratings follow from
 * their place in the module's list, as the other stores' do, and two of them are temporarily closed.
 * They are never featured, so the home pages' featured rails stay. (The other modules keep their
 * counts: the listing tests count their items.)
 */
import type { ModuleType, StoreDef } from "./defs";
import type { ModuleStoreContext } from "./stores";
import { createRandom } from "./random";
import { addStore } from "./stores";

/** The Old Town zone's index among the zones. */
const OLD_TOWN = 0;

export const moreStores: Partial<Record<ModuleType, StoreDef[]>> = {
  food: [
    {
      name: "Olive & Thyme Mezze",
      sells: ["Grill", "Healthy"],
      emoji: "stuffed-flatbread",
      color: "#5C940D",
      tagline: "Lebanese mezze and charcoal grills",
    },
    {
      name: "Casa Fuego Cantina",
      sells: ["Fast Food", "Grill", "Drinks"],
      emoji: "burrito",
      color: "#D9480F",
      tagline: "Mexican street food, grilled to order",
    },
    {
      name: "Pho Saigon Kitchen",
      sells: ["Asian", "Healthy"],
      emoji: "steaming-bowl",
      color: "#0CA678",
      tagline: "Slow-simmered Vietnamese pho",
    },
    {
      name: "Trattoria Nonna Rosa",
      sells: ["Pizza", "Desserts"],
      emoji: "spaghetti",
      color: "#A61E4D",
      tagline: "Handmade pasta, family recipes",
    },
    {
      name: "Seoul Street BBQ",
      sells: ["Asian", "Grill"],
      emoji: "meat-on-bone",
      color: "#E03131",
      tagline: "Korean barbecue and fried chicken",
    },
    {
      name: "The Falafel Stand",
      sells: ["Healthy", "Fast Food"],
      emoji: "falafel",
      color: "#E8590C",
      tagline: "Crispy falafel wraps and bowls",
    },
    {
      name: "Kyoto Ramen Bar",
      sells: ["Asian", "Drinks"],
      emoji: "bento-box",
      color: "#364FC7",
      tagline: "Rich broths and hand-pulled noodles",
    },
    {
      name: "Le Petit Bistro",
      sells: ["Breakfast", "Desserts", "Drinks"],
      emoji: "croissant",
      color: "#862E9C",
      tagline: "French breakfasts and pastries",
    },
    {
      name: "Athens Gyro House",
      sells: ["Grill", "Fast Food"],
      emoji: "flatbread",
      color: "#1971C2",
      tagline: "Gyros, souvlaki and warm pita",
    },
    {
      name: "Chicago Deep Dish Co.",
      sells: ["Pizza", "Drinks"],
      emoji: "pizza",
      color: "#C92A2A",
      tagline: "Deep-dish pies, baked slow",
    },
  ],
};

/** The places among `moreStores` of a module whose store is temporarily closed. */
const closed = new Set([3, 8]);

/** Adds `moreStores` to their modules, in Old Town, after every other row of the demo data. */
export function addMoreStores(storeContexts: Map<ModuleType, ModuleStoreContext>): void {
  // A random source of their own: the draws of the rest of the seed stay as they were.
  const random = createRandom(20261125);
  for (const [type, defs] of Object.entries(moreStores) as [ModuleType, StoreDef[]][]) {
    const context = storeContexts.get(type);
    if (!context) throw new Error(`no catalogue for ${type}`);
    const first = context.catalogue.stores.length;
    defs.forEach((storeDef, index) => {
      addStore({ ...context, random }, storeDef, {
        storeIndex: first + index,
        zoneIndex: OLD_TOWN,
        active: !closed.has(index),
        featured: false,
      });
    });
  }
}
