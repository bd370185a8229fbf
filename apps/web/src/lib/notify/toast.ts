export { toast } from "@marketplace/ui";
