"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";

import { moduleSelection } from "@marketplace/domain";
import {
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

import type { ModuleOption } from "./module-option";
import { ModuleIcon } from "./module-icon";
import { useSelectModule } from "./use-select-module";

interface ModuleDialogProps {
  modules: ModuleOption[];
  selectedModuleId: number | null;
  /** The visitor has no module yet: the dialog cannot be dismissed without choosing. */
  required: boolean;
  onClose: () => void;
  /** Gives focus back to the element that opened the dialog. */
  returnFocus: (event: Event) => void;
}

/**
 * The module selection dialog (spec D §2): 'No module found' when there is none, the only module
 * chosen automatically, otherwise a grid with the previous choice highlighted.
 */
export function ModuleDialog({
  modules,
  selectedModuleId,
  required,
  onClose,
  returnFocus,
}: ModuleDialogProps) {
  const t = useTranslations("moduleDialog");
  const tc = useTranslations("common");
  const { select, pending } = useSelectModule(t("selected"), onClose);
  const selection = moduleSelection(modules);
  const autoSelected = useRef(false);

  useEffect(() => {
    if (selection.code === "auto_select" && !autoSelected.current) {
      autoSelected.current = true;
      select(selection.module);
    }
  }, [selection, select]);

  if (selection.code === "auto_select") return null;
  const dismissible = !required || selection.code === "no_module";
  // A choice that must be made: no close button, Escape and clicks outside do nothing.
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && dismissible) onClose();
      }}
    >
      <DialogContent
        closeLabel={dismissible ? tc("close") : null}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
        onCloseAutoFocus={returnFocus}
        className="max-w-xl"
      >
        <DialogHeader>
          <DialogTitle>{selection.code === "no_module" ? t("noneTitle") : t("title")}</DialogTitle>
          <DialogDescription>
            {selection.code === "no_module" ? t("noneText") : t("mustSelect")}
          </DialogDescription>
        </DialogHeader>
        {selection.code === "choose" ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={pending || undefined}>
            {selection.modules.map((option) => {
              const current = option.id === selectedModuleId;
              return (
                <li key={option.id}>
                  <button
                    type="button"
                    data-module-type={option.type}
                    aria-current={current || undefined}
                    disabled={pending}
                    onClick={() => select(option)}
                    className={cn(
                      "hover:border-primary focus-visible:ring-ring flex w-full flex-col items-center gap-2 rounded-lg border p-4 text-sm font-medium",
                      current && "border-primary bg-primary-soft ring-primary ring-2",
                    )}
                  >
                    <ModuleIcon icon={option.icon} type={option.type} />
                    <span className="line-clamp-1">{option.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
