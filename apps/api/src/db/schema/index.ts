/** The one drizzle schema, split by area. Issue 7 adds accounts, cart and orders files here. */
export * from "./catalog";
export * from "./content";
export * from "./location";
export * from "./promo";
export * from "./accounts";
export * from "./cart";
export * from "./engagement";
export * from "./orders";
export * from "./translations";
