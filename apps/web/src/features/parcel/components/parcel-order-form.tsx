"use client";

import { useId, useRef, useState } from "react";

import type { OrderPlaceBody } from "@marketplace/api-client";
import type { CurrencyFormat, ParcelRates } from "@marketplace/domain";
import { fromMinorUnits, parcelCharge, parcelDistanceKm } from "@marketplace/domain";

import type { FormLooks, ParcelFormLabels } from "./parcel-labels";
import type { PickedPlace } from "./parcel-map-dialog";
import type { PartyErrors } from "./parcel-problems";
import type { Party } from "./party-card";
import type { VehicleOption } from "./vehicle-picker";
import { focusedElement, useReturnFocus } from "~/features/frame/components/use-return-focus";
import { onDemand } from "~/lib/lazy/on-demand";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { ChargeSummary } from "./charge-summary";
import { ParcelMapDialog } from "./parcel-map-dialog-on-demand";
import { partyProblems } from "./parcel-problems";
import { PartyCard } from "./party-card";
import { placeParcel } from "./place-parcel";
import { coveringVehicles, VehiclePicker } from "./vehicle-picker";

const loadParcelResult = () => import("./parcel-result").then((mod) => mod.ParcelResult);
/**
 * The placed-order screen (with the tracking drawer's button): not part of the page's first load; its code
 * is requested when Place is pressed, so it is there when the order is.
 */
const ParcelResult = onDemand(loadParcelResult);

interface ParcelOrderFormProps {
  categoryId: number;
  rates: { category: ParcelRates; fallback: ParcelRates };
  currency: CurrencyFormat;
  instructions: { id: number; text: string }[];
  /** The active delivery vehicles (`get-vehicles`), each with its coverage and extra charge. */
  vehicles: VehicleOption[];
  sender: { address: string; lat: number; lng: number; name: string; phone: string };
  mapStyleUrl: string | null;
  labels: ParcelFormLabels;
  looks: FormLooks;
}

type Side = "sender" | "receiver";

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The parcel form: sender (the saved location by default) and receiver picked on the map, contacts,
 * instruction and note, who pays; the charge is the domain's `parcelCharge` — the rule the server prices
 * the parcel with — and the placed order's amount is the server's answer.
 */
export function ParcelOrderForm({
  categoryId,
  rates,
  currency,
  instructions,
  vehicles,
  sender: senderDefaults,
  mapStyleUrl,
  labels,
  looks,
}: ParcelOrderFormProps) {
  const visitor = useVisitor();
  const guest = !visitor.signedIn;
  const id = useId();
  const [sender, setSender] = useState<Party>({ ...senderDefaults, email: "" });
  const [receiver, setReceiver] = useState<Party>({
    address: "",
    lat: null,
    lng: null,
    name: "",
    phone: "",
    email: "",
  });
  const [errors, setErrors] = useState<Record<Side, PartyErrors>>({ sender: {}, receiver: {} });
  const [instruction, setInstruction] = useState("");
  const [note, setNote] = useState("");
  const [payer, setPayer] = useState<"sender" | "receiver">("sender");
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [mapFor, setMapFor] = useState<Side | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<{
    orderId: number;
    total: number | null;
    contact: string | null;
  } | null>(null);
  // One key per distinct request: a retry of the same form reuses it, any change starts a new attempt.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useReturnFocus(opener);

  const points =
    sender.lat !== null && sender.lng !== null && receiver.lat !== null && receiver.lng !== null
      ? {
          sender: { lat: sender.lat, lng: sender.lng },
          receiver: { lat: receiver.lat, lng: receiver.lng },
        }
      : null;
  const distanceKm = points ? parcelDistanceKm(points.sender, points.receiver) : null;
  // A chosen vehicle that no longer serves the distance (an address changed) is no longer chosen.
  const vehicle =
    coveringVehicles(vehicles, distanceKm).find((entry) => entry.id === vehicleId) ?? null;
  const charge = points
    ? parcelCharge(
        {
          ...points,
          category: rates.category,
          fallback: rates.fallback,
          tips: 0,
          vehicle,
        },
        currency.digits,
      )
    : null;

  const word = (problems: PartyErrors): PartyErrors =>
    Object.fromEntries(
      Object.entries(problems).map(([field, code]) => [field, labels.problems[code] ?? code]),
    );

  const submit = async () => {
    const [senderProblems, receiverProblems] = await Promise.all([
      partyProblems(sender, guest),
      partyProblems(receiver, false),
    ]);
    setErrors({ sender: word(senderProblems), receiver: word(receiverProblems) });
    const first = document.querySelector<HTMLElement>(`[data-form="${id}"] [aria-invalid="true"]`);
    if (Object.keys(senderProblems).length > 0 || Object.keys(receiverProblems).length > 0) {
      first?.focus();
      return;
    }
    if (!charge || sender.lat === null || sender.lng === null) return;
    const chosen = instructions.find((entry) => String(entry.id) === instruction);
    const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
    const body: OrderPlaceBody = {
      order_amount: fromMinorUnits(charge.total, currency.digits),
      payment_method: "cash_on_delivery",
      order_type: "parcel",
      parcel_category_id: categoryId,
      charge_payer: payer,
      dm_vehicle_id: vehicle?.id,
      distance: charge.distanceKm,
      address: sender.address,
      latitude: sender.lat,
      longitude: sender.lng,
      contact_person_name: sender.name.trim(),
      contact_person_number: sender.phone.trim(),
      contact_person_email: optional(sender.email),
      receiver_details: JSON.stringify({
        contact_person_name: receiver.name.trim(),
        contact_person_number: receiver.phone.trim(),
        contact_person_email: optional(receiver.email),
        address: receiver.address,
        latitude: receiver.lat,
        longitude: receiver.lng,
      }),
      delivery_instruction: chosen?.text,
      order_note: optional(note),
    };
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newKey() };
    void loadParcelResult();
    setPlacing(true);
    try {
      const answer = await placeParcel(visitor, body, attempt.current.key);
      setPlaced({
        orderId: answer.order_id,
        total: answer.total_ammount ?? null,
        contact: guest ? sender.phone.trim() : null,
      });
    } catch {
      // The shared error handler shows the server's message; the form stays as it is.
    } finally {
      setPlacing(false);
    }
  };

  if (placed) {
    return (
      <ParcelResult
        orderId={placed.orderId}
        total={placed.total}
        contact={placed.contact}
        currency={currency}
        labels={labels}
      />
    );
  }

  const openMap = (side: Side) => {
    opener.current = focusedElement();
    setMapFor(side);
  };
  const pick = (place: PickedPlace) => {
    const patch = { address: place.address, lat: place.lat, lng: place.lng };
    if (mapFor === "sender") setSender((value) => ({ ...value, ...patch }));
    else setReceiver((value) => ({ ...value, ...patch }));
    setMapFor(null);
  };

  return (
    <form
      noValidate
      data-form={id}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!placing) void submit();
      }}
    >
      {/* Nothing answers before hydration: a click then would do nothing (a slow phone, or a test that
          clicked Pick before React had attached the handler, in CI). */}
      <FieldsOnceHydrated testId="parcel-fields">
        <div className="grid gap-6 lg:grid-cols-2">
          <PartyCard
            side="sender"
            heading={labels.sender}
            party={sender}
            emailRequired={guest}
            errors={errors.sender}
            labels={labels}
            looks={looks}
            onChange={(patch) => setSender((value) => ({ ...value, ...patch }))}
            onPickOnMap={() => openMap("sender")}
          />
          <PartyCard
            side="receiver"
            heading={labels.receiver}
            party={receiver}
            emailRequired={false}
            errors={errors.receiver}
            labels={labels}
            looks={looks}
            onChange={(patch) => setReceiver((value) => ({ ...value, ...patch }))}
            onPickOnMap={() => openMap("receiver")}
          />
        </div>
        <section
          aria-labelledby={`${id}-details`}
          className="bg-card flex flex-col gap-4 rounded-xl border p-4 md:p-6"
        >
          <h2 id={`${id}-details`} className="sr-only">
            {labels.instructions}
          </h2>
          {instructions.length > 0 ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{labels.instructions}</legend>
              <Choice
                name={`${id}-instruction`}
                value=""
                checked={instruction === ""}
                label={labels.noInstruction}
                onChange={setInstruction}
              />
              {instructions.map((entry) => (
                <Choice
                  key={entry.id}
                  name={`${id}-instruction`}
                  value={String(entry.id)}
                  checked={instruction === String(entry.id)}
                  label={entry.text}
                  onChange={setInstruction}
                />
              ))}
            </fieldset>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-medium">
              {labels.note}
            </label>
            <textarea
              className={looks.textarea}
              id={`${id}-note`}
              rows={3}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {vehicles.length > 0 ? (
            <VehiclePicker
              name={`${id}-vehicle`}
              vehicles={vehicles}
              distanceKm={distanceKm}
              chosen={vehicle?.id ?? null}
              onChoose={setVehicleId}
              currency={currency}
              labels={labels}
            />
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{labels.payer}</legend>
            <div className="flex flex-wrap gap-4">
              <Choice
                name={`${id}-payer`}
                value="sender"
                checked={payer === "sender"}
                label={labels.payerSender}
                onChange={() => setPayer("sender")}
              />
              <Choice
                name={`${id}-payer`}
                value="receiver"
                checked={payer === "receiver"}
                label={labels.payerReceiver}
                onChange={() => setPayer("receiver")}
              />
            </div>
          </fieldset>
          <p className="text-sm">
            <span className="font-medium">{labels.payment}: </span>
            {labels.cashOnDelivery}
          </p>
        </section>
        <section
          aria-labelledby={`${id}-charge`}
          data-testid="parcel-charge"
          className="bg-card flex flex-col gap-3 rounded-xl border p-4 md:p-6"
        >
          <h2 id={`${id}-charge`} className="text-lg font-semibold">
            {labels.charge}
          </h2>
          {charge ? (
            <ChargeSummary
              charge={charge}
              vehicleName={vehicle?.name ?? null}
              currency={currency}
              labels={labels}
            />
          ) : (
            <p className="text-muted-foreground text-sm">{labels.chargeHint}</p>
          )}
          <button
            type="submit"
            className={`${looks.button} w-full sm:w-auto sm:self-end`}
            disabled={placing}
            aria-busy={placing || undefined}
          >
            {placing ? labels.placing : labels.place}
          </button>
        </section>
      </FieldsOnceHydrated>
      {mapFor ? (
        <ParcelMapDialog
          heading={mapFor === "sender" ? labels.sender : labels.receiver}
          initialCenter={
            (mapFor === "sender" ? sender : receiver).lat !== null
              ? {
                  lat: (mapFor === "sender" ? sender : receiver).lat ?? senderDefaults.lat,
                  lng: (mapFor === "sender" ? sender : receiver).lng ?? senderDefaults.lng,
                }
              : { lat: senderDefaults.lat, lng: senderDefaults.lng }
          }
          mapStyleUrl={mapStyleUrl}
          labels={labels.map}
          onPick={pick}
          onClose={() => setMapFor(null)}
          returnFocus={returnFocus}
        />
      ) : null}
    </form>
  );
}

function Choice({
  name,
  value,
  checked,
  label,
  onChange,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="accent-primary size-4"
      />
      {label}
    </label>
  );
}
