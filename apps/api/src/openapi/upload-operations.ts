import type { Operation } from "./operation";

/**
 * Uploaded images (stored under `.data/uploads/`, never under `/storage`), each to the audience that
 * sees the record listing it; unknown, unlisted or traversing names and other people's files → 404.
 * (The prescription image route is with the orders.)
 */
export const uploadOperations: Operation[] = [
  {
    method: "get",
    path: "customer/profile-image/{file}",
    tag: "customer",
    summary:
      "The caller's own profile photo (`customer/info` image_full_url; 404 for any other file)",
    response: { kind: "image" },
    auth: "customer",
  },
  {
    method: "get",
    path: "customer/message/attachment/{conversation_id}/{file}",
    tag: "messages",
    summary: "An image sent in one of the caller's conversations (message file_full_url)",
    response: { kind: "image" },
    auth: "customer",
  },
  {
    method: "get",
    path: "reviews/attachment/{review_id}/{file}",
    tag: "reviews",
    summary: "An image attached to a published item review (public, like the review lists)",
    response: { kind: "image" },
  },
  {
    method: "get",
    path: "delivery-man/reviews/attachment/{review_id}/{file}",
    tag: "reviews",
    summary: "An image attached to a delivery-person review (attachment_full_url of that list)",
    response: { kind: "image" },
    auth: "customer",
  },
];
