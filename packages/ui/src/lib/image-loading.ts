/**
 * The loading attributes of a card picture: lazy by default; eager with high fetch priority for
 * pictures in the first screen (the page's largest paint must not wait for lazy-image discovery).
 */
function imageLoading(priority: boolean): {
  loading: "eager" | "lazy";
  fetchPriority?: "high";
} {
  return priority ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy" };
}

export { imageLoading };
