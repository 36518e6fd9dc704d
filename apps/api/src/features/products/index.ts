export { tierOf } from "./present-product.js";
export { findProductsByUuids, type ProductKind, type ProductRow } from "./product-repository.js";
export * as products from "./products-handlers.js";
