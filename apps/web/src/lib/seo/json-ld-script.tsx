import { serializeJsonLd } from "@marketplace/domain";

/** Structured data for search engines, rendered on the server (`<` escaped by the domain's serializer). */
export function JsonLdScript({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
