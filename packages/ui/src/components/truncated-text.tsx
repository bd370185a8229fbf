"use client";

import { useId, useState } from "react";

import { cx } from "../lib/cx";

type TruncatedTextProps = {
  /** The whole text. */
  text: string;
  /**
   * The text already cut by the app (the spec cuts long text at 70 characters: the domain's
   * `truncateText`). Omitted or the same as `text`: the text is short, no toggle.
   */
  shortText?: string;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
};

/** Long text shown cut, with a 'Read more' / 'Show less' toggle to the whole text. */
function TruncatedText({
  text,
  shortText,
  moreLabel = "Read more",
  lessLabel = "Show less",
  className,
}: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = shortText !== undefined && shortText !== text;
  return (
    <p data-slot="truncated-text" className={cx("text-sm", className)}>
      <span id={id}>{expanded || !long ? text : shortText}</span>
      {long ? (
        <>
          {" "}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            className="text-foreground focus-visible:ring-ring inline-flex min-h-6 cursor-pointer items-center rounded-sm font-semibold underline underline-offset-4 outline-none focus-visible:ring-2"
            onClick={() => {
              setExpanded((current) => !current);
            }}
          >
            {expanded ? lessLabel : moreLabel}
          </button>
        </>
      ) : null}
    </p>
  );
}

export { TruncatedText };
export type { TruncatedTextProps };
