// @vitest-environment jsdom
import type { Area } from "react-easy-crop";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type * as CropModule from "../lib/crop-to-aspect";
import registration from "~/messages/en/registration.json";
import { ImageInput } from "./image-input";

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

/** The area the (stand-in) cropper reports once the image is framed, in the image's pixels. */
const FRAMED: Area = { x: 40, y: 0, width: 200, height: 200 };

// jsdom lays nothing out and loads no image, so react-easy-crop never reports an area: a stand-in reports
// one, with its props kept to check the aspect the field asked for.
const cropperProps = vi.hoisted(() => ({ aspect: 0 }));
vi.mock("react-easy-crop", () => ({
  default: (props: {
    aspect: number;
    cropperProps: Record<string, string>;
    onCropComplete: (area: Area, pixels: Area) => void;
  }) => {
    cropperProps.aspect = props.aspect;
    return (
      // A stand-in for react-easy-crop's crop area: a focusable div named by `cropperProps`.
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as react-easy-crop's
        tabIndex={0}
        {...props.cropperProps}
        onFocus={() => props.onCropComplete(FRAMED, FRAMED)}
      />
    );
  },
}));
// The canvas crop itself (jsdom has no canvas): a file named after the area it was given.
vi.mock("../lib/crop-to-aspect", async (original) => ({
  ...(await original<typeof CropModule>()),
  cropImage: (file: File, shape: string, area: Area | null) =>
    Promise.resolve(
      new File(
        [file],
        `${shape}-${area ? `${String(area.x)},${String(area.width)}` : "centre"}.png`,
        {
          type: file.type,
        },
      ),
    ),
}));

beforeAll(() => {
  // Radix's slider measures itself.
  globalThis.ResizeObserver ??= class {
    observe = () => undefined;
    unobserve = () => undefined;
    disconnect = () => undefined;
  };
  URL.createObjectURL = () => "blob:preview";
  URL.revokeObjectURL = () => undefined;
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

function renderInput(aspect: "square" | "wide", onChange: (files: File[]) => void) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ registration }} timeZone="UTC">
      <ImageInput
        label="Store logo"
        hint={registration.logoHint}
        aspect={aspect}
        crop
        files={[]}
        message={undefined}
        testId="logo-input"
        onChange={onChange}
      />
    </NextIntlClientProvider>,
  );
}

describe("ImageInput with the cropper", () => {
  it("opens the cropper on the picked file, on its crop area, and keeps the framed area on Apply", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(files: File[]) => void>();
    renderInput("square", onChange);
    await user.upload(screen.getByTestId("logo-input"), png("logo.png"));
    // The cropper's code is downloaded now (on demand), the first time slowly.
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Crop logo.png" },
      { timeout: 15_000 },
    );
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe(registration.cropDescription);
    expect(cropperProps.aspect).toBe(1);
    // Labelled, focusable controls: the crop area (arrow keys), the zoom slider, Apply and Cancel.
    const area = screen.getByRole("group", { name: registration.cropArea });
    expect(
      screen.getByRole("slider", { name: registration.cropZoom }).getAttribute("aria-valuenow"),
    ).toBe("1");
    // The dialog opens on the crop area, ready for the arrow keys.
    await waitFor(() => expect(document.activeElement).toBe(area));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: registration.cropApply }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0].map((file) => file.name)).toEqual(["square-40,200.png"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps nothing on Cancel or Escape and gives the focus back to the file input", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(files: File[]) => void>();
    renderInput("wide", onChange);
    const input = screen.getByTestId("logo-input");
    await user.upload(input, png("cover.png"));
    await screen.findByRole("dialog", { name: "Crop cover.png" });
    expect(cropperProps.aspect).toBe(3);
    await user.click(screen.getByRole("button", { name: registration.cropCancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.upload(input, png("cover.png"));
    await screen.findByRole("dialog", { name: "Crop cover.png" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
