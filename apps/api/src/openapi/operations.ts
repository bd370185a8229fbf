import type { Operation } from "./operation";
import { authOperations } from "./auth-operations";
import { bannerCategoryOperations } from "./banner-category-operations";
import { cartOrderOperations } from "./cart-order-operations";
import { configOperations } from "./config-operations";
import { customerOperations } from "./customer-operations";
import { itemOperations } from "./item-operations";
import { messageReviewOperations } from "./message-review-operations";
import { promotionOperations } from "./promotion-operations";
import { storeOperations } from "./store-operations";
import { uploadOperations } from "./upload-operations";

export type { Operation } from "./operation";

/**
 * Every `/api/v1` route the server mounts, with the SDK schemas of its body and answer, one file per
 * area. `coverage.test.ts` fails when a mounted route has no entry here (or an entry has no route).
 */
export const operations: Operation[] = [
  ...configOperations,
  ...bannerCategoryOperations,
  ...promotionOperations,
  ...itemOperations,
  ...storeOperations,
  ...authOperations,
  ...customerOperations,
  ...cartOrderOperations,
  ...messageReviewOperations,
  ...uploadOperations,
];
