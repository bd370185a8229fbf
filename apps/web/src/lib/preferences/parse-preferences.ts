import type { ModuleType } from "@marketplace/domain";
import { moduleTypes } from "@marketplace/api-client";
import { DomainInputError, parseZoneIds as parseWireZoneIds } from "@marketplace/domain";

import type { Locale } from "~/i18n/locales";
import { toLocale } from "~/i18n/locales";

export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

export { moduleTypes };
export type { ModuleType };

export interface SavedLocation {
  zoneIds: number[];
  latitude: number;
  longitude: number;
  address: string;
}

export interface SavedModule {
  id: number;
  type: ModuleType;
}

export interface Preferences {
  theme: Theme;
  language: Locale;
  location: SavedLocation | null;
  module: SavedModule | null;
}

export interface RawPreferences {
  theme?: string | undefined;
  language?: string | undefined;
  zoneIds?: string | undefined;
  latitude?: string | undefined;
  longitude?: string | undefined;
  location?: string | undefined;
  moduleId?: string | undefined;
  moduleType?: string | undefined;
}

/**
 * Reads the zone-id cookie with the domain's rule (a JSON array string, as the contract's `zoneId` header);
 * a missing or malformed cookie counts as no zones saved.
 */
export function parseZoneIds(value: string | undefined): number[] {
  if (!value) return [];
  try {
    return parseWireZoneIds(value);
  } catch (error) {
    if (error instanceof DomainInputError) return [];
    throw error;
  }
}

function parseCoordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

function isModuleType(value: string | undefined): value is ModuleType {
  return moduleTypes.some((type) => type === value);
}

/** Turns cookie values into typed preferences; anything malformed counts as not saved. */
export function parsePreferences(raw: RawPreferences): Preferences {
  const zoneIds = parseZoneIds(raw.zoneIds);
  const latitude = parseCoordinate(raw.latitude, 90);
  const longitude = parseCoordinate(raw.longitude, 180);
  const location =
    zoneIds.length > 0 && latitude !== null && longitude !== null
      ? { zoneIds, latitude, longitude, address: raw.location ?? "" }
      : null;
  const moduleId = Number(raw.moduleId);
  const savedModule =
    Number.isInteger(moduleId) && moduleId > 0 && isModuleType(raw.moduleType)
      ? { id: moduleId, type: raw.moduleType }
      : null;
  return {
    theme: raw.theme === "dark" ? "dark" : "light",
    language: toLocale(raw.language),
    location,
    module: savedModule,
  };
}
