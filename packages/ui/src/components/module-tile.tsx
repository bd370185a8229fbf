import { cn } from "../lib/cn";

type ModuleTileProps = {
  name: string;
  iconUrl: string;
  /**
   * The module's type, set as `data-module`: the theme colours the tile with that module's accent
   * (the app passes the SDK's module type; a type the theme has no accent for keeps the default).
   */
  moduleType: string;
  /** The previously chosen module is highlighted. */
  selected?: boolean;
  onSelect: () => void;
  className?: string;
};

/** A module choice (icon and one-line name) in the module dialog or side rail. */
function ModuleTile({
  name,
  iconUrl,
  moduleType,
  selected = false,
  onSelect,
  className,
}: ModuleTileProps) {
  return (
    <button
      type="button"
      data-slot="module-tile"
      data-module={moduleType}
      aria-pressed={selected}
      title={name}
      className={cn(
        "bg-card text-card-foreground hover:border-primary focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-primary-soft flex w-28 cursor-pointer flex-col items-center gap-2 rounded-lg border-2 p-3 outline-none focus-visible:ring-2",
        className,
      )}
      onClick={onSelect}
    >
      <img src={iconUrl} alt="" className="size-10 object-contain" />
      <span className="w-full truncate text-sm font-medium">{name}</span>
    </button>
  );
}

export { ModuleTile };
export type { ModuleTileProps };
