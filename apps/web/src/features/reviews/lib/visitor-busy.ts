/** What a visitor is typing into or choosing in: a modal opening over it would take their focus. */
const EDITING =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable="true"], [role="combobox"]';

/**
 * An open dialog (Radix marks its content `data-state="open"`) is a task of its own, and so is one the
 * visitor opened whose code is still loading (its frame, `LoadingOverlay`).
 */
const OPEN_DIALOG =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [data-dialog-on-its-way]';

/**
 * Whether the visitor is busy on the page `doc` shows: typing in a field or inside another dialog. A
 * prompt the page offers by itself (not one the visitor asked for) waits until this is false.
 */
export function visitorBusy(doc: Document): boolean {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && active.matches(EDITING)) return true;
  return doc.querySelector(OPEN_DIALOG) !== null;
}
