/** The prescription form's texts, translated on the server and handed to the client form. */
export interface PrescriptionFormLabels {
  images: string;
  imagesHint: string;
  addImages: string;
  removeImage: string;
  preview: string;
  note: string;
  contact: string;
  name: string;
  phone: string;
  email: string;
  tips: string;
  tipsHint: string;
  deliverTo: string;
  place: string;
  placing: string;
  placed: string;
  orderId: string;
  trackOrder: string;
  backToStore: string;
  /** The domain's message codes, worded. */
  problems: Record<string, string>;
}

/** The ui package's looks as class names, computed on the server (keeps tailwind-merge out of the page's JS). */
export interface FormLooks {
  button: string;
  outlineButton: string;
  input: string;
  textarea: string;
}
