/** A neutral same-origin picture for cards whose wire object has no image (the CSP keeps img-src 'self'). */
export const PLACEHOLDER_IMAGE = "/placeholder.svg";
