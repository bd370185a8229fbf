"use client";

import type { ReactNode } from "react";
import { createContext, use } from "react";

import type { VisitorContext } from "./visitor-context";

const VisitorReactContext = createContext<VisitorContext | null>(null);

/** Hands the server's `readVisitorContext()` to client components (plain data: no SDK code). */
export function VisitorProvider({
  value,
  children,
}: {
  value: VisitorContext;
  children: ReactNode;
}) {
  return <VisitorReactContext value={value}>{children}</VisitorReactContext>;
}

/** The visitor context of the current render. */
export function useVisitor(): VisitorContext {
  const value = use(VisitorReactContext);
  if (!value) throw new Error("no VisitorProvider");
  return value;
}
