import { ImageResponse } from "next/og";

export const alt = "Marketplace: groceries, medicines, gifts, meals and parcels, delivered";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The Open Graph image of every page (drawn at build time, no remote font or image). */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: 80,
        background: "linear-gradient(135deg, #0b7a45 0%, #0e7490 50%, #6d28d9 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ fontSize: 40, opacity: 0.9 }}>Marketplace</div>
      <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1, marginTop: 24 }}>
        Everything you need, delivered to your door
      </div>
      <div style={{ fontSize: 32, marginTop: 32, opacity: 0.9 }}>
        Grocery · Pharmacy · E-commerce · Food · Parcel
      </div>
    </div>,
    size,
  );
}
