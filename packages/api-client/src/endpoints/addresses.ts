/** Saved addresses (`customer/address/*`, signed in). */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import type { AddressBody, AddressSaveResponse, PagedAddresses } from "../schemas/customer";
import type { PageParams } from "./call";
import { messageResponseSchema } from "../schemas/auth";
import {
  addressBodySchema,
  addressSaveResponseSchema,
  pagedAddressesSchema,
} from "../schemas/customer";
import { pagingQuery, parseInput } from "./call";

/**
 * `GET customer/address/list`: a page of addresses under `addresses`.
 *
 * @example
 * const { addresses } = await getAddresses(client, { offset: 1, limit: 10 });
 */
export async function getAddresses(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedAddresses> {
  return await client.request({
    method: "GET",
    path: "customer/address/list",
    schema: pagedAddressesSchema,
    query: { ...pagingQuery(params, 10) },
    ...options,
  });
}

/**
 * `POST customer/address/add`. Outside every zone it throws `HttpError` with code "coordinates".
 *
 * @example
 * await addAddress(client, { contact_person_name: "Ada", contact_person_number: "+8801700000000",
 *   address_type: "home", address: "House 1, Road 2", latitude: 23.8, longitude: 90.4 });
 */
export async function addAddress(
  client: ApiClient,
  body: AddressBody,
  options: CallOptions = {},
): Promise<AddressSaveResponse> {
  const json = parseInput(addressBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/address/add",
    schema: addressSaveResponseSchema,
    json,
    ...options,
  });
}

/**
 * `PUT customer/address/update/{id}`.
 *
 * @example
 * await updateAddress(client, 5, { ...address, address_type: "office" });
 */
export async function updateAddress(
  client: ApiClient,
  id: number,
  body: AddressBody,
  options: CallOptions = {},
): Promise<AddressSaveResponse> {
  const json = parseInput(addressBodySchema, body);
  return await client.request({
    method: "PUT",
    path: `customer/address/update/${String(id)}`,
    schema: addressSaveResponseSchema,
    json,
    ...options,
  });
}

/**
 * `DELETE customer/address/delete?address_id=`.
 *
 * @example
 * await deleteAddress(client, 5);
 */
export async function deleteAddress(
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return await client.request({
    method: "DELETE",
    path: "customer/address/delete",
    schema: messageResponseSchema,
    query: { address_id: id },
    ...options,
  });
}
