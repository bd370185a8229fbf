/**
 * The newsletter field's ids, shared by the server-rendered label and the client form (the footer, and
 * with it the form, is once on every page).
 */
export const NEWSLETTER_EMAIL_ID = "newsletter-email";
export const NEWSLETTER_ERROR_ID = "newsletter-email-error";
