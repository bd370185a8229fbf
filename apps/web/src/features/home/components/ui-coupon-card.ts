export { CouponCard } from "@marketplace/ui";
