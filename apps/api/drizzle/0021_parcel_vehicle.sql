-- The delivery vehicle a parcel's sender chose (`get-vehicles`, `dm_vehicle_id` on the place request); its extra
-- charge for the distance is part of the parcel's delivery charge.

ALTER TABLE "orders" ADD COLUMN "dm_vehicle_id" integer;
