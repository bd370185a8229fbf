import type { ReactNode } from "react";
import { useLayoutEffect } from "react";
import { Direction, Tooltip } from "radix-ui";

import { IconSprite } from "../src/components/icon-sprite";

export type ThemeName = "light" | "dark";
export type DirName = "ltr" | "rtl";
export type ModuleName = "none" | "grocery" | "pharmacy" | "ecommerce" | "food" | "parcel";

/**
 * Applies the toolbar globals the way the web app does: `data-theme`, `dir` and `data-module` on <html>
 * (so portalled overlays are themed too) and on the story root, plus Radix's direction provider.
 */
export function StoryFrame({
  theme,
  dir,
  module,
  children,
}: {
  theme: ThemeName;
  dir: DirName;
  module: ModuleName;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute("data-theme", theme);
    html.setAttribute("dir", dir);
    html.setAttribute("lang", dir === "rtl" ? "ar" : "en");
    if (module === "none") html.removeAttribute("data-module");
    else html.setAttribute("data-module", module);
  }, [theme, dir, module]);

  return (
    <Direction.Provider dir={dir}>
      <Tooltip.Provider delayDuration={200}>
        <div
          data-slot="story-root"
          data-theme={theme}
          data-module={module === "none" ? undefined : module}
          dir={dir}
          className="bg-background text-foreground min-h-24 p-4 font-sans"
        >
          {/* As the web app's root layout: the cards' icons draw from it. */}
          <IconSprite />
          {children}
        </div>
      </Tooltip.Provider>
    </Direction.Provider>
  );
}
