// A guest with one line in the cart, for measuring the checkout page (bench.mjs, lh-ab.mjs).

/** The value of a cookie an answer set, by name. */
function setCookieValue(response, name) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  throw new Error(`no ${name} cookie in the answer (status ${String(response.status)})`);
}

/**
 * The cookies of a guest (a guest id issued by the storefront's proxy, the grocery module) with the
 * Sourdough Loaf (item 95) in the cart, so the checkout page is measured with a line to pay for.
 */
export async function guestWithCartLine(web) {
  const headers = { "content-type": "application/json", accept: "application/json", origin: web };
  const guest = await fetch(`${web}/api/v1/auth/guest/request`, {
    method: "POST",
    headers,
    body: "{}",
  });
  const guestId = setCookieValue(guest, "guest_id");
  const cookie = `zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=1; module_type=grocery; guest_id=${encodeURIComponent(guestId)}`;
  const item = await (
    await fetch(`${web}/api/v1/items/details/95`, { headers: { cookie } })
  ).json();
  const added = await fetch(`${web}/api/v1/customer/cart/add`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ item_id: 95, model: "Item", price: item.price, quantity: 1 }),
  });
  if (added.status !== 200)
    console.error(
      `  the guest's cart line was not added (${String(added.status)}): checkout is empty`,
    );
  return cookie;
}
