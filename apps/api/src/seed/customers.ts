import type { Db } from "../db/client";
import { hashPassword } from "../accounts/passwords";
import { deliveryMen, users } from "../db/schema";

/** The demo accounts the README names (password for both: `Demo1234`). */
export const demoCustomers = [
  { fName: "Demo", lName: "Customer", email: "demo@marketplace.test", phone: "+15550000001" },
  { fName: "Second", lName: "Customer", email: "second@marketplace.test", phone: "+15550000002" },
] as const;

export const demoPassword = "Demo1234";

const couriers = [
  { fName: "Rafi", lName: "Ahmed", phone: "+15550001001", email: "rafi@couriers.test" },
  { fName: "Lina", lName: "Haddad", phone: "+15550001002", email: "lina@couriers.test" },
  { fName: "Tom", lName: "Baker", phone: "+15550001003", email: "tom@couriers.test" },
];

/** Demo customers (verified, with a little wallet balance and points) and approved demo couriers. */
export async function seedCustomers(db: Db, zoneId: number): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.insert(users).values(
    demoCustomers.map((customer, index) => ({
      ...customer,
      passwordHash,
      isPhoneVerified: true,
      isEmailVerified: true,
      refCode: `DEMOREF00${String(index + 1)}`,
      walletBalance: 100,
      loyaltyPoint: 500,
    })),
  );
  await db.insert(deliveryMen).values(
    couriers.map((courier, index) => ({
      ...courier,
      passwordHash,
      image: null,
      zoneId,
      applicationStatus: "approved",
      avgRating: 4.5 + index * 0.1,
      ratingCount: 20 + index * 7,
    })),
  );
}
