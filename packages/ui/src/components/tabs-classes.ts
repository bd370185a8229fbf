/**
 * The classes of `Tabs` and its parts, without Radix: a server-rendered stand-in (tabs shown before the tab
 * code loads) looks exactly like the real tabs, so swapping them shifts nothing.
 */
export const tabsClasses = {
  root: "grid gap-3",
  list: "flex w-fit max-w-full items-center gap-1 overflow-x-auto border-b",
  trigger:
    "text-muted-foreground hover:text-foreground focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground -mb-px inline-flex h-10 cursor-pointer items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 disabled:pointer-events-none disabled:opacity-50",
  content: "focus-visible:ring-ring min-w-0 outline-none focus-visible:ring-2",
} as const;
