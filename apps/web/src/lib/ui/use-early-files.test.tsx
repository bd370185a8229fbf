// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useEarlyFiles } from "./use-early-files";

function Picker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useEarlyFiles(onFiles);
  return <input ref={input} type="file" data-testid="picker" />;
}

afterEach(() => {
  document.body.innerHTML = "";
});

/** Server HTML in the document, files chosen in it before hydration, then React hydrates it. */
async function hydrateWithChosen(files: File[], onFiles: (files: File[]) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Picker onFiles={vi.fn()} />);
  document.body.append(container);
  const input = container.querySelector("input");
  if (input === null) throw new Error("no input");
  Object.defineProperty(input, "files", { configurable: true, value: files });
  await act(async () => {
    hydrateRoot(container, <Picker onFiles={onFiles} />);
    await Promise.resolve();
  });
}

describe("useEarlyFiles", () => {
  it("hands over a file chosen before the page hydrated, once", async () => {
    const prescription = new File(["png"], "prescription.png", { type: "image/png" });
    const onFiles = vi.fn();
    await hydrateWithChosen([prescription], onFiles);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles).toHaveBeenCalledWith([prescription]);
  });

  it("does nothing when no file was chosen before hydration", async () => {
    const onFiles = vi.fn();
    await hydrateWithChosen([], onFiles);
    expect(onFiles).not.toHaveBeenCalled();
  });
});
