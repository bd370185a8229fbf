import path from "node:path";

import { packageRoot } from "../env";

/** drizzle-kit's output folder, applied at start-up by the driver's migrator. */
export const migrationsFolder = path.join(packageRoot, "drizzle");
