"use client";

import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { createContext, use, useCallback, useMemo, useState } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@marketplace/ui";

import type { ModuleOption } from "~/components/module/module-option";
import { Modal } from "~/components/dialog/modal";

const LocationPicker = dynamic(
  () => import("~/components/location/location-picker").then((mod) => mod.LocationPicker),
  { ssr: false },
);
const ModuleDialog = dynamic(
  () => import("~/components/module/module-dialog").then((mod) => mod.ModuleDialog),
  { ssr: false },
);

interface FrameUi {
  openLocationPicker: () => void;
  openModuleDialog: () => void;
  /** Asks for a delivery location first ('Insert delivery location' with 'Pick from Map'). */
  requireLocation: () => void;
}

const FrameUiContext = createContext<FrameUi | null>(null);

/** Opens the frame's dialogs from anywhere (header, landing, drawer). */
export function useFrameUi(): FrameUi {
  const value = use(FrameUiContext);
  if (!value) throw new Error("useFrameUi needs <FrameUiProvider>");
  return value;
}

interface FrameUiProviderProps {
  children: ReactNode;
  modules: ModuleOption[];
  selectedModuleId: number | null;
  /** Open the module dialog at once (a location is saved but no module is chosen yet). */
  askModule: boolean;
  defaultCenter: { lat: number; lng: number } | null;
  mapStyleUrl: string | null;
  signedIn: boolean;
}

/**
 * Holds which frame dialog is open. The picker's code (and MapLibre with it) is only downloaded
 * when it opens, so no page's first load carries the map.
 */
export function FrameUiProvider({
  children,
  modules,
  selectedModuleId,
  askModule,
  defaultCenter,
  mapStyleUrl,
  signedIn,
}: FrameUiProviderProps) {
  const t = useTranslations();
  const [locationRequired, setLocationRequired] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [moduleOpen, setModuleOpen] = useState(false);
  const [moduleDismissed, setModuleDismissed] = useState(false);
  const openLocationPicker = useCallback(() => setPickerOpen(true), []);
  const openModuleDialog = useCallback(() => setModuleOpen(true), []);
  const requireLocation = useCallback(() => setLocationRequired(true), []);
  const value = useMemo(
    () => ({ openLocationPicker, openModuleDialog, requireLocation }),
    [openLocationPicker, openModuleDialog, requireLocation],
  );

  return (
    <FrameUiContext value={value}>
      {children}
      {pickerOpen ? (
        <LocationPicker
          onClose={() => setPickerOpen(false)}
          defaultCenter={defaultCenter}
          mapStyleUrl={mapStyleUrl}
          signedIn={signedIn}
        />
      ) : null}
      <Modal
        open={locationRequired}
        onClose={() => setLocationRequired(false)}
        title={t("location.requiredTitle")}
        description={t("location.requiredText")}
        closeLabel={t("common.close")}
      >
        <div className="flex justify-end">
          <Button
            onClick={() => {
              setLocationRequired(false);
              setPickerOpen(true);
            }}
          >
            {t("location.pickFromMap")}
          </Button>
        </div>
      </Modal>
      {/* The module dialog waits until the location picker (and its confirmation) has closed. */}
      {!pickerOpen && (moduleOpen || (askModule && !moduleDismissed)) ? (
        <ModuleDialog
          modules={modules}
          selectedModuleId={selectedModuleId}
          required={askModule}
          onClose={() => {
            setModuleOpen(false);
            setModuleDismissed(true);
          }}
        />
      ) : null}
    </FrameUiContext>
  );
}
