import type { VehicleLabels } from "./vehicle-picker";

/** The parcel form's texts, translated on the server and handed to the client form. */
export interface ParcelFormLabels extends VehicleLabels {
  sender: string;
  receiver: string;
  address: string;
  noAddress: string;
  pickOnMap: string;
  changeAddress: string;
  name: string;
  phone: string;
  email: string;
  emailOptional: string;
  instructions: string;
  noInstruction: string;
  note: string;
  payer: string;
  payerSender: string;
  payerReceiver: string;
  payment: string;
  cashOnDelivery: string;
  charge: string;
  distance: string;
  distanceOver: string;
  deliveryCharge: string;
  /** With `{name}`. */
  vehicleCharge: string;
  total: string;
  chargeHint: string;
  place: string;
  placing: string;
  placed: string;
  orderId: string;
  orderTotal: string;
  trackOrder: string;
  sendAnother: string;
  map: ParcelMapLabels;
  /** The domain's message codes, worded. */
  problems: Record<string, string>;
  somethingWentWrong: string;
}

/** The map dialog's texts. */
export interface ParcelMapLabels {
  title: string;
  mapLabel: string;
  pick: string;
  resolving: string;
  /** Shown in the dialog's frame while its code downloads. */
  loading: string;
  close: string;
  failed: string;
}

/** The ui package's looks as class names, computed on the server (keeps tailwind-merge out of the page's JS). */
export interface FormLooks {
  button: string;
  outlineButton: string;
  input: string;
  textarea: string;
}
