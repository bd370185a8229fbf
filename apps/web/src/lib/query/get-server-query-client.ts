import "server-only";

import { cache } from "react";

import { makeQueryClient } from "./make-query-client";

/** One QueryClient per server request, shared by every server component that prefetches. */
export const getServerQueryClient = cache(makeQueryClient);
