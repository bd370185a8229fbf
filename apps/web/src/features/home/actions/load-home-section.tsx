"use server";

import type { ReactNode } from "react";
import { z } from "zod";

import { homeSections } from "~/features/home/components/home-sections";
import { homeSection } from "~/features/home/components/shared-section";
import { readVisitorContext, sharedScopeOf } from "~/lib/visitor/read-visitor-context";

const sectionKey = z.string().min(1).max(40);

/**
 * One home section with its cards, for `DeferredSection` when the section comes near the viewport.
 * The module, zone, language and session come from the visitor's own cookies (never from the
 * caller), and only a section of that module's home page — one the visitor may see — is rendered;
 * anything else answers null.
 */
export async function loadHomeSection(key: unknown): Promise<ReactNode> {
  const parsed = sectionKey.safeParse(key);
  if (!parsed.success) return null;
  const visitor = await readVisitorContext();
  const chosen = visitor.module;
  if (!chosen || !visitor.location) return null;
  const section = homeSections(chosen.type, visitor.signedIn).find(
    (candidate) => candidate.key === parsed.data,
  );
  return section ? homeSection(section, "below", sharedScopeOf(visitor)) : null;
}
