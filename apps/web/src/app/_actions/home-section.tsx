"use server";

import type { ReactNode } from "react";
import { cloneElement } from "react";
import { z } from "zod";

import { homeSections } from "~/components/home/home-sections";
import { loadSiteData } from "~/lib/api/site-data";

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
  const site = await loadSiteData();
  const chosen = site.preferences.module;
  if (!chosen || !site.preferences.location) return null;
  const section = homeSections(chosen.type, site.signedIn).find(
    (candidate) => candidate.key === parsed.data,
  );
  return section ? cloneElement(section, { fold: "below" }) : null;
}
