"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Address } from "@marketplace/api-client";
import { ADDRESS_TYPES } from "@marketplace/domain";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

import type { LatLng } from "./picker-map";
import { runSdkCall } from "~/lib/api/run-sdk-call";
import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { LocationPicker } from "./location-picker";

type AddressType = (typeof ADDRESS_TYPES)[number];

interface FormValues {
  address_type: AddressType;
  address_label: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  contact_person_name: string;
  contact_person_number: string;
  house: string;
  floor: string;
  road: string;
  additional_information: string;
}

type TextField =
  | "contact_person_name"
  | "contact_person_number"
  | "house"
  | "floor"
  | "road"
  | "additional_information";

type ErrorField = "address" | "contact_person_name" | "contact_person_number";
type ErrorCode = "address_required" | "contact_name_required" | "contact_phone_required";

const MAX_LENGTH: Record<TextField | "address_label", number> = {
  contact_person_name: 100,
  contact_person_number: 30,
  house: 100,
  floor: 100,
  road: 200,
  additional_information: 500,
  address_label: 100,
};

function valuesOf(address: Address | null, contact: { name: string; phone: string }): FormValues {
  const type = ADDRESS_TYPES.find((value) => value === address?.address_type) ?? "home";
  return {
    address_type: type,
    address_label: address?.address_label ?? "",
    address: address?.address ?? "",
    latitude: address ? address.latitude : null,
    longitude: address ? address.longitude : null,
    contact_person_name: address?.contact_person_name ?? contact.name,
    contact_person_number:
      address?.contact_person_number === null || address?.contact_person_number === undefined
        ? contact.phone
        : String(address.contact_person_number),
    house: address?.house ?? "",
    floor: address?.floor ?? "",
    road: address?.road ?? "",
    additional_information: address?.additional_information ?? "",
  };
}

/**
 * The address modal (spec A §2): the point and its address from the location feature's picker (search,
 * map, current location), 'Label As' home, office or other (a label name only for other), contact name
 * and phone, house, floor, road, additional information; Reset and Add Address / Update Address. Checked
 * by the domain's address schema; saved with the SDK, then the page is rendered again.
 */
export function AddressFormDialog({
  address,
  contact,
  defaultCenter,
  mapStyleUrl,
  onClose,
}: {
  /** The address to edit; null adds one. */
  address: Address | null;
  /** The customer's name and phone, the contact of a new address. */
  contact: { name: string; phone: string };
  defaultCenter: LatLng | null;
  mapStyleUrl: string | null;
  onClose: () => void;
}) {
  const t = useTranslations("location");
  const tc = useTranslations("common");
  const tDomain = useTranslations("domain");
  const id = useId();
  const router = useRouter();
  const visitor = useVisitor();
  const initial = valuesOf(address, contact);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [step, setStep] = useState<"form" | "map">("form");
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (pending) return;
    const { addressSchema } = await import("@marketplace/domain");
    const parsed = addressSchema.safeParse({
      ...values,
      latitude: values.latitude ?? Number.NaN,
      longitude: values.longitude ?? Number.NaN,
    });
    if (!parsed.success || values.latitude === null || values.longitude === null) {
      const found: Partial<Record<ErrorField, string>> = {};
      if (values.latitude === null) found.address = tDomain("address_required");
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = (["address", "contact_person_name", "contact_person_number"] as const).find(
          (name) => name === issue.path[0],
        );
        if (field && found[field] === undefined) found[field] = tDomain(issue.message as ErrorCode);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const { contact_person_email: _email, ...body } = parsed.data;
    setPending(true);
    const result = await runSdkCall(visitor, (sdk, client) =>
      address ? sdk.updateAddress(client, address.id, body) : sdk.addAddress(client, body),
    );
    setPending(false);
    if (!result.ok) return;
    void notify.success(address ? t("address.updated") : t("address.added"));
    onClose();
    router.refresh();
  };

  if (step === "map") {
    return (
      <LocationPicker
        onClose={() => setStep("form")}
        defaultCenter={
          values.latitude !== null && values.longitude !== null
            ? { lat: values.latitude, lng: values.longitude }
            : defaultCenter
        }
        mapStyleUrl={mapStyleUrl}
        signedIn
        returnFocus={(event) => event.preventDefault()}
        onPicked={(point) => {
          setValues({
            ...values,
            address: point.address,
            latitude: point.latitude,
            longitude: point.longitude,
          });
          setErrors(({ address: _dropped, ...rest }) => rest);
          setStep("form");
        }}
      />
    );
  }

  const textField = (field: TextField | "address_label", label: string) => {
    const error =
      field === "contact_person_name" || field === "contact_person_number"
        ? errors[field]
        : undefined;
    return (
      <div key={field} className="flex flex-col gap-1.5">
        <label className="text-sm font-medium" htmlFor={`${id}-${field}`}>
          {label}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          className="border-input bg-background focus-visible:ring-ring h-10 rounded-md border px-3 text-sm outline-none focus-visible:ring-2"
          type={field === "contact_person_number" ? "tel" : "text"}
          dir={field === "contact_person_number" ? "ltr" : "auto"}
          autoComplete={
            field === "contact_person_name"
              ? "name"
              : field === "contact_person_number"
                ? "tel"
                : "off"
          }
          maxLength={MAX_LENGTH[field]}
          value={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
        {error ? (
          <p id={`${id}-${field}-error`} className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={tc("close")} className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{address ? t("address.editTitle") : t("address.addTitle")}</DialogTitle>
          <DialogDescription>{t("address.formHint")}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium" id={`${id}-address-label`}>
              {t("address.location")}
            </span>
            <div className="flex items-start gap-3 rounded-lg border p-3">
              <MapPin aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
              <p
                className="min-w-0 flex-1 text-sm break-words"
                data-testid="address-point"
                aria-labelledby={`${id}-address-label`}
              >
                {values.address === "" ? t("address.noPoint") : <bdi>{values.address}</bdi>}
              </p>
              <Button
                variant="outline"
                size="sm"
                type="button"
                aria-describedby={errors.address ? `${id}-address-error` : undefined}
                onClick={() => setStep("map")}
              >
                {values.address === "" ? t("address.pickOnMap") : t("address.changeOnMap")}
              </Button>
            </div>
            {errors.address ? (
              <p id={`${id}-address-error`} className="text-destructive text-sm">
                {errors.address}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t("address.labelAs")}</legend>
            <div className="flex flex-wrap gap-2">
              {ADDRESS_TYPES.map((type) => (
                <label
                  key={type}
                  className="has-[:checked]:border-primary has-[:checked]:bg-primary/10 flex h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm"
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    className="accent-primary"
                    checked={values.address_type === type}
                    onChange={() => setValues({ ...values, address_type: type })}
                  />
                  {t(`address.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {values.address_type === "other"
            ? textField("address_label", t("address.labelName"))
            : null}
          {textField("contact_person_name", t("address.contactName"))}
          {textField("contact_person_number", t("address.contactPhone"))}
          <div className="grid gap-4 sm:grid-cols-3">
            {textField("house", t("address.house"))}
            {textField("floor", t("address.floor"))}
            {textField("road", t("address.road"))}
          </div>
          {textField("additional_information", t("address.additional"))}
          <DialogFooter>
            <Button
              variant="outline"
              type="button"
              onClick={() => {
                setValues(initial);
                setErrors({});
              }}
            >
              {t("address.reset")}
            </Button>
            <Button type="submit" loading={pending}>
              {address ? t("address.update") : t("address.add")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
