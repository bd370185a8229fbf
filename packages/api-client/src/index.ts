/**
 * `@marketplace/api-client`: zod schemas of the /api/v1 wire (types inferred with z.infer), a client that
 * sends the spec's headers, one typed error family, and one tree-shakable function per call.
 */

// errors
export { ApiClientError, isApiClientError } from "./errors/api-client-error";
export type {
  ApiClientErrorKind,
  ApiErrorEntry,
  ApiClientErrorOptions,
} from "./errors/api-client-error";
export {
  HttpError,
  isHttpError,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  isSessionExpiredError,
} from "./errors/http-error";
export type { HttpErrorOptions } from "./errors/http-error";
export { NetworkError, isNetworkError, TimeoutError, isTimeoutError } from "./errors/network-error";
export {
  formatIssuePath,
  toValidationIssues,
  ResponseValidationError,
  isResponseValidationError,
  RequestValidationError,
  isRequestValidationError,
} from "./errors/validation-error";
export type { ValidationIssue } from "./errors/validation-error";
export {
  normalizeErrorBody,
  hasErrorsField,
  UNCODED_ERROR_CODE,
} from "./errors/normalize-error-body";
export { ProviderError, isProviderError, providerErrorOf } from "./errors/provider-error";

// client
export {
  SOFTWARE_ID_HEADER,
  DEFAULT_SOFTWARE_ID,
  isSignedIn,
  contextHeaders,
} from "./client/context";
export type { RequestContext, ContextSource } from "./client/context";
export {
  CONTEXT_HEADER,
  decodeContextHeaders,
  decodeCoordinate,
  decodeGuestId,
  decodeLanguage,
  decodeModuleId,
  decodeToken,
  decodeZoneIds,
  encodeContextHeaders,
  encodeZoneIds,
} from "./client/context-codec";
export type {
  ContextHeaderKey,
  DecodedContext,
  EncodableContext,
  HeaderReader,
  RawHeaderValue,
} from "./client/context-codec";
export { scopeOf } from "./client/context-scope";
export type { ContextScope } from "./client/context-scope";
export type { QueryValue, HttpMethod, ApiRequest, CallOptions } from "./client/request-types";
export { createClient } from "./client/create-client";
export type { ClientOptions, ApiClient } from "./client/create-client";
export type { SchemaDriftReport } from "./client/drift-reporter";

// schemas
export * from "./schemas/index";

// endpoints
export * from "./endpoints/index";
export * from "./endpoints/store-page";
