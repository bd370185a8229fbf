export { Countdown } from "@marketplace/ui";
