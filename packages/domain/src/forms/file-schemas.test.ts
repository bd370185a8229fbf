import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { prescriptionImagesSchema, profilePhotoSchema } from "./file-schemas";

const image = (name: string, size = 1000, type = "image/png") => ({ name, size, type });

describe("prescriptionImagesSchema", () => {
  it("'Please upload your prescription image' when none is given ('' and null included)", () => {
    for (const value of [[], "", null, undefined]) {
      expect(issueCodes(prescriptionImagesSchema.safeParse(value))).toEqual({
        "": "prescription_image_required",
      });
    }
    expect(issueCodes(prescriptionImagesSchema.safeParse("rx.png"))).toEqual({
      "": "prescription_image_required",
    });
    expect(issueCodes(prescriptionImagesSchema.safeParse([{ name: "rx.png" }]))).toEqual({
      "0": "prescription_image_required",
    });
  });

  it("at most 3 images at a time ('Maximum 3 images can be send at a time.')", () => {
    expect(
      prescriptionImagesSchema.safeParse([image("1.png"), image("2.png"), image("3.png")]).success,
    ).toBe(true);
    expect(
      issueCodes(
        prescriptionImagesSchema.safeParse([
          image("1.png"),
          image("2.png"),
          image("3.png"),
          image("4.png"),
        ]),
      ),
    ).toEqual({
      "": "prescription_max_images",
    });
  });
});

describe("profilePhotoSchema", () => {
  it("accepts jpg, png, jpeg and gif up to 2 MB", () => {
    for (const file of [
      image("me.jpg", 10, "image/jpeg"),
      image("me.jpeg", 10, "image/jpeg"),
      image("me.gif", 10, "image/gif"),
      image("me.PNG", 2 * 1024 * 1024),
    ]) {
      expect(profilePhotoSchema.safeParse(file).success).toBe(true);
    }
    expect(profilePhotoSchema.safeParse(image("me.png", 10, "")).success).toBe(true);
  });

  it("refuses other types, files over 2 MB, empty files and non-files", () => {
    for (const value of [
      image("me.webp", 10, "image/webp"),
      image("me.png", 10, "image/webp"),
      image("me.svg", 10, "image/png"),
      image("me.png", 2 * 1024 * 1024 + 1),
      image("me.png", 0),
      { name: "me.png" },
      "me.png",
      null,
    ]) {
      expect(issueCodes(profilePhotoSchema.safeParse(value))).toEqual({ "": "photo_invalid" });
    }
  });
});
