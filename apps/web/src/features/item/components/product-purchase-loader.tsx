"use client";

import type { ReactNode } from "react";
import { lazy, Suspense, useEffect, useState } from "react";

import type { ProductPurchaseProps } from "./product-purchase";

const ProductPurchase = lazy(() =>
  import("./product-purchase").then((module) => ({ default: module.ProductPurchase })),
);

/**
 * The product page's purchase part, out of the page's first load: the server's preview (`children`)
 * until the browser is idle or the customer shows intent (pointer, focus), then the interactive part.
 */
export function ProductPurchaseLoader({
  children,
  ...props
}: ProductPurchaseProps & { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(want, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(want, 200);
    return () => clearTimeout(id);
  }, []);
  const want = () => setWanted(true);
  const preview = (
    <div className="grid gap-4" onPointerEnter={want} onPointerDown={want} onFocus={want}>
      {children}
    </div>
  );
  if (!wanted) return preview;
  return (
    <Suspense fallback={preview}>
      <ProductPurchase {...props} />
    </Suspense>
  );
}
