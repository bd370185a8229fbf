// Public surface of @marketplace/domain: every business rule, exported by name.

export * from "./errors/domain-input-error";
export * from "./formatting/campaign-countdown";
export * from "./formatting/format-distance";
export * from "./formatting/format-rating";
export * from "./formatting/format-time";
export * from "./formatting/truncate-text";
export * from "./listing/filters-for-tab";
export * from "./listing/listing-state";
export * from "./listing/paging";
export * from "./listing/search-params";
export * from "./listing/select-category";
export * from "./listing/select-sort";
export * from "./listing/sort-brands";
export * from "./money/decimal-digits";
export * from "./money/format-money";
export * from "./money/parse-decimal";
export * from "./money/price-label";
export * from "./money/to-minor-units";
export * from "./progress/flash-sale-progress";
export * from "./progress/free-delivery-progress";
