/**
 * A plain Node script (Node ≥ 20.19, ESM): the config, the zone of a point, and a search, with the SDK's
 * typed errors and drift reports. Run it against the reference API with its base URL as the argument:
 * `node --experimental-strip-types node-script.ts http://127.0.0.1:4000/api/v1` (Node 22+), or compile it first.
 */
import {
  createClient,
  getConfig,
  getZoneId,
  isHttpError,
  isProviderError,
  isResponseValidationError,
  search,
} from "@marketplace/api-client";

const client = createClient({
  baseUrl: process.argv[2] ?? "http://127.0.0.1:4000/api/v1",
  context: { moduleId: 1, language: "en" },
  // Secondary fields that drift are dropped; log where, once per endpoint and path.
  onSchemaDrift: ({ endpoint, path, issue }) => {
    console.warn(`schema drift in ${endpoint} at ${path}: ${issue.message}`);
  },
});

try {
  const config = await getConfig(client);
  const { zone_id } = await getZoneId(client, { lat: 23.7808, lng: 90.4125 });
  const page = await search(client, { list_type: "item", data_type: "searched", name: "rice" });
  console.log(config.business_name, zone_id, page.total_size);
  for (const item of page.products ?? []) console.log(`${item.name}: ${String(item.price)}`);
} catch (error) {
  if (isHttpError(error)) console.error(error.status, error.code, error.messages.join("; "));
  else if (isProviderError(error)) console.error("maps provider:", error.providerStatus);
  else if (isResponseValidationError(error)) console.error("unexpected answer at", error.path);
  else throw error;
  process.exitCode = 1;
}
