"use client";

import type { ComponentProps, ReactNode } from "react";
import { createContext, use, useCallback, useMemo, useRef, useState } from "react";

import type { LocationPicker as LoadedLocationPicker } from "~/features/location/components/location-picker";
import type { ModuleOption } from "~/features/module/components/module-option";
import { focusedElement, useReturnFocus } from "~/features/frame/components/use-return-focus";
import { withIntl } from "~/lib/i18n/with-intl";
import { onDemand } from "~/lib/lazy/on-demand";
import { withQueries } from "~/lib/query/with-queries";
import { LoadingOverlay } from "~/lib/ui/loading-overlay";

/** The picker's title and "Loading map...", for its frame while its code downloads. */
export interface PickerLoadingTexts {
  title: string;
  status: string;
}

type LoadedPicker = ComponentProps<typeof LoadedLocationPicker>;

// The first thing a new visitor opens: until its code (and MapLibre's) arrives, its frame says the map
// is loading, so the click is answered at once on a slow connection.
const LocationPicker = onDemand<LoadedPicker & { loading: PickerLoadingTexts }>(
  () =>
    withIntl(
      withQueries(
        import("~/features/location/components/location-picker").then((mod) => mod.LocationPicker),
      ),
    ),
  { fallback: ({ loading }) => <LoadingOverlay title={loading.title} status={loading.status} /> },
);
const LocationRequiredDialog = onDemand(() =>
  withIntl(import("./location-required-dialog").then((mod) => mod.LocationRequiredDialog)),
);
const ModuleDialog = onDemand(() =>
  withIntl(import("~/features/module/components/module-dialog").then((mod) => mod.ModuleDialog)),
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
  pickerLoading: PickerLoadingTexts;
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
  pickerLoading,
}: FrameUiProviderProps) {
  const [locationRequired, setLocationRequired] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [moduleOpen, setModuleOpen] = useState(false);
  const [moduleDismissed, setModuleDismissed] = useState(false);
  // The element that opened the current dialog; focus goes back to it when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useReturnFocus(opener);
  const openLocationPicker = useCallback(() => {
    opener.current = focusedElement();
    setPickerOpen(true);
  }, []);
  const openModuleDialog = useCallback(() => {
    opener.current = focusedElement();
    setModuleOpen(true);
  }, []);
  const requireLocation = useCallback(() => {
    opener.current = focusedElement();
    setLocationRequired(true);
  }, []);
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
          returnFocus={returnFocus}
          loading={pickerLoading}
        />
      ) : null}
      {locationRequired ? (
        <LocationRequiredDialog
          onClose={() => setLocationRequired(false)}
          returnFocus={returnFocus}
          onPick={() => {
            setLocationRequired(false);
            setPickerOpen(true);
          }}
        />
      ) : null}
      {/* The module dialog waits until the location picker (and its confirmation) has closed. */}
      {!pickerOpen && (moduleOpen || (askModule && !moduleDismissed)) ? (
        <ModuleDialog
          modules={modules}
          selectedModuleId={selectedModuleId}
          required={askModule}
          returnFocus={returnFocus}
          onClose={() => {
            setModuleOpen(false);
            setModuleDismissed(true);
          }}
        />
      ) : null}
    </FrameUiContext>
  );
}
