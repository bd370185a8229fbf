import "server-only";

import type { ApiClient } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";

import type { FoundBrand } from "~/features/catalogue-pages/catalogue-data";
import type { SavedModule } from "~/lib/visitor/visitor-context";
import { getModuleClient } from "~/features/catalogue-pages/module-client";
import { getServerClient } from "~/lib/api/server-client";

/** The module a listing searches, with the client that asks the API in it. */
export interface ListingModule {
  client: ApiClient;
  id: number;
  type: ModuleType;
}

/**
 * The module a listing searches: a brand listing searches its brand's module (a brand of another module,
 * opened from a shared link or a brand tile, shows that brand's items, as a store or campaign page of
 * another module shows its own module's data; the visitor's zones, language and session are kept); any
 * other listing searches the visitor's module.
 */
export async function listingModuleOf(
  brand: FoundBrand | null,
  chosen: SavedModule,
): Promise<ListingModule> {
  if (brand === null || brand.moduleId === chosen.id) {
    return { client: await getServerClient(), id: chosen.id, type: chosen.type };
  }
  return {
    client: await getModuleClient(brand.moduleId),
    id: brand.moduleId,
    type: brand.moduleType,
  };
}
