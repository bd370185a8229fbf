/**
 * The demo city, "Lakeshore": three delivery zones (polygons, [lng, lat]) and a gazetteer of its
 * streets and places. Eastfield Industrial Park lies outside every zone.
 */
export interface ZoneDef {
  name: string;
  displayName: string;
  ring: [number, number][];
  /** Bounding box used to place stores inside the zone: [minLng, minLat, maxLng, maxLat]. */
  box: [number, number, number, number];
}

export const cityName = "Lakeshore";
export const defaultLocation = { lat: "23.7925", lng: "90.4010" };

export const zoneDefs: ZoneDef[] = [
  {
    name: "old-town",
    displayName: "Old Town",
    ring: [
      [90.378, 23.768],
      [90.423, 23.766],
      [90.426, 23.8],
      [90.377, 23.8],
      [90.378, 23.768],
    ],
    box: [90.382, 23.772, 90.42, 23.797],
  },
  {
    name: "riverside",
    displayName: "Riverside",
    ring: [
      [90.377, 23.8],
      [90.426, 23.8],
      [90.424, 23.83],
      [90.379, 23.831],
      [90.377, 23.8],
    ],
    box: [90.382, 23.803, 90.42, 23.827],
  },
  {
    name: "northgate",
    displayName: "Northgate",
    ring: [
      [90.388, 23.831],
      [90.432, 23.83],
      [90.435, 23.862],
      [90.39, 23.863],
      [90.388, 23.831],
    ],
    box: [90.393, 23.834, 90.43, 23.858],
  },
];

export interface PlaceDef {
  name: string;
  kind: "street" | "landmark" | "neighbourhood";
  district: string;
  lat: number;
  lng: number;
}

/** Streets and places of Lakeshore (the last district, Eastfield, is outside every zone). */
export const placeDefs: PlaceDef[] = [
  { name: "Harbour Road", kind: "street", district: "Old Town", lat: 23.7751, lng: 90.3902 },
  { name: "Market Street", kind: "street", district: "Old Town", lat: 23.7802, lng: 90.3985 },
  { name: "Clocktower Lane", kind: "street", district: "Old Town", lat: 23.7846, lng: 90.4051 },
  { name: "Baker Row", kind: "street", district: "Old Town", lat: 23.7889, lng: 90.3937 },
  { name: "Lantern Alley", kind: "street", district: "Old Town", lat: 23.7921, lng: 90.4122 },
  { name: "Cathedral Square", kind: "landmark", district: "Old Town", lat: 23.7868, lng: 90.4007 },
  {
    name: "Old Town Central Station",
    kind: "landmark",
    district: "Old Town",
    lat: 23.7934,
    lng: 90.4018,
  },
  { name: "Spice Bazaar", kind: "landmark", district: "Old Town", lat: 23.7771, lng: 90.4103 },
  { name: "Willow Street", kind: "street", district: "Old Town", lat: 23.7958, lng: 90.3868 },
  { name: "Riverside Avenue", kind: "street", district: "Riverside", lat: 23.8052, lng: 90.3921 },
  { name: "Mill Road", kind: "street", district: "Riverside", lat: 23.8098, lng: 90.4012 },
  { name: "Ferry Lane", kind: "street", district: "Riverside", lat: 23.8141, lng: 90.4153 },
  { name: "Kingfisher Way", kind: "street", district: "Riverside", lat: 23.8187, lng: 90.3889 },
  { name: "Boathouse Quay", kind: "street", district: "Riverside", lat: 23.8225, lng: 90.4071 },
  { name: "Riverside Park", kind: "landmark", district: "Riverside", lat: 23.8119, lng: 90.4058 },
  {
    name: "Lakeshore University",
    kind: "landmark",
    district: "Riverside",
    lat: 23.8206,
    lng: 90.3968,
  },
  { name: "Maple Crescent", kind: "street", district: "Riverside", lat: 23.8263, lng: 90.4182 },
  {
    name: "Northgate Boulevard",
    kind: "street",
    district: "Northgate",
    lat: 23.8362,
    lng: 90.4045,
  },
  { name: "Orchard Road", kind: "street", district: "Northgate", lat: 23.8408, lng: 90.4158 },
  { name: "Summit Drive", kind: "street", district: "Northgate", lat: 23.8455, lng: 90.3987 },
  { name: "Pinecone Street", kind: "street", district: "Northgate", lat: 23.8501, lng: 90.4213 },
  { name: "Hilltop Avenue", kind: "street", district: "Northgate", lat: 23.8552, lng: 90.4092 },
  { name: "Northgate Mall", kind: "landmark", district: "Northgate", lat: 23.8431, lng: 90.4101 },
  {
    name: "Lakeshore General Hospital",
    kind: "landmark",
    district: "Northgate",
    lat: 23.8489,
    lng: 90.4029,
  },
  { name: "Aspen Close", kind: "street", district: "Northgate", lat: 23.8577, lng: 90.4254 },
  {
    name: "Eastfield Industrial Park",
    kind: "neighbourhood",
    district: "Eastfield",
    lat: 23.7905,
    lng: 90.4705,
  },
  { name: "Foundry Road", kind: "street", district: "Eastfield", lat: 23.7931, lng: 90.4752 },
];
