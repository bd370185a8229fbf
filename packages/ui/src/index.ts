/**
 * @marketplace/ui: the presentational design system of the storefront.
 * Every component takes view props (already formatted text) and reports events; no data fetching.
 */
export { Direction } from "radix-ui";
export { cn } from "./lib/cn";
export { cx } from "./lib/cx";
export type { LinkComponent, LinkComponentProps } from "./lib/link";
export { IDLE_LOOKAHEAD_MS, lookaheadStarted, onLookaheadStart } from "./lib/lookahead";

// Primitives
export { Button, buttonVariants } from "./components/button";
export type { ButtonProps } from "./components/button";
export { IconButton } from "./components/icon-button";
export type { IconButtonProps } from "./components/icon-button";
export { TextLink, textLinkVariants } from "./components/text-link";
export type { TextLinkProps } from "./components/text-link";
export { Input, inputClassName } from "./components/input";
export { Textarea } from "./components/textarea";
export { Label } from "./components/label";
export { PasswordInput } from "./components/password-input";
export type { PasswordInputProps } from "./components/password-input";
export { PhoneInput } from "./components/phone-input";
export type { PhoneCountry, PhoneInputProps } from "./components/phone-input";
export { OtpInput } from "./components/otp-input";
export type { OtpInputProps } from "./components/otp-input";
export { Checkbox } from "./components/checkbox";
export { RadioGroup, RadioGroupItem } from "./components/radio-group";
export { Switch } from "./components/switch";
export { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./components/select";
export { Slider } from "./components/slider";
export type { SliderProps } from "./components/slider";
export { SearchBox } from "./components/search-box";
export type { SearchBoxProps, SearchSuggestion } from "./components/search-box";
export { FormField } from "./components/form-field";
export type { FormFieldProps } from "./components/form-field";

// Overlays
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
} from "./components/dialog";
export type { DialogContentProps } from "./components/dialog";
export { ConfirmDialog } from "./components/confirm-dialog";
export type { ConfirmDialogProps } from "./components/confirm-dialog";
export {
  physicalSide,
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./components/sheet";
export type { SheetContentProps, SheetSide } from "./components/sheet";
export { Popover, PopoverContent, PopoverTrigger } from "./components/popover";
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./components/dropdown-menu";
export { Tooltip, TooltipProvider } from "./components/tooltip";
export type { TooltipProps } from "./components/tooltip";
export { toast, Toaster } from "./components/toaster";
export type { ToasterProps } from "./components/toaster";

// Display
export { Badge, badgeVariants, VegIndicator } from "./components/badge";
export type { BadgeProps, VegIndicatorProps } from "./components/badge";
export { Rating, starParts } from "./components/rating";
export type { RatingProps } from "./components/rating";
export { Price } from "./components/price";
export type { PriceProps, PriceView } from "./components/price";
export { QuantityStepper } from "./components/quantity-stepper";
export type { QuantityStepperProps } from "./components/quantity-stepper";
export { ProgressBar } from "./components/progress-bar";
export type { ProgressBarProps } from "./components/progress-bar";
export { Countdown, splitDuration } from "./components/countdown";
export type { CountdownProps } from "./components/countdown";
export { Chip, ChipList, FilterChip } from "./components/chip";
export type { FilterChipProps } from "./components/chip";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./components/tabs";
export { tabsClasses } from "./components/tabs-classes";
export { SegmentedControl } from "./components/segmented-control";
export type { SegmentedControlProps, SegmentedOption } from "./components/segmented-control";
export { Skeleton } from "./components/skeleton";
export { EmptyState } from "./components/empty-state";
export type { EmptyStateProps } from "./components/empty-state";
export { ClosedOverlay } from "./components/closed-overlay";
export type { ClosedOverlayProps } from "./components/closed-overlay";
export { Avatar, initials } from "./components/avatar";
export type { AvatarProps } from "./components/avatar";
export { OrderTimeline } from "./components/order-timeline";
export type { OrderTimelineProps, TimelineStep } from "./components/order-timeline";
export { AUTOPLAY_DELAY_MS, Carousel, shouldLoop } from "./components/carousel";
export type { CarouselProps } from "./components/carousel";
export { TruncatedText } from "./components/truncated-text";
export type { TruncatedTextProps } from "./components/truncated-text";

// Cards
export { IconSprite } from "./components/icon-sprite";
export { StaticIcon } from "./lib/static-icon";
export type { StaticIconProps } from "./lib/static-icon";
export { IconShapes } from "./lib/icon-node";
export type { IconElementTag, IconNode } from "./lib/icon-node";
export { SpriteIcon } from "./components/sprite-icon";
export type { SpriteIconName } from "./components/sprite-icon";
export { WishlistButton } from "./components/wishlist-button";
export type { WishlistButtonProps } from "./components/wishlist-button";
export { ItemCard } from "./components/item-card";
export type { ItemCardLayout, ItemCardProps, ItemCardView } from "./components/item-card";
export { CardWishlist, ItemCartActions } from "./components/item-card-controls";
export type {
  CardWishlistProps,
  ItemCartActionsProps,
  ItemCartControl,
} from "./components/item-card-controls";
export { StoreCard } from "./components/store-card";
export type { StoreCardProps, StoreCardView } from "./components/store-card";
export { CategoryTile } from "./components/category-tile";
export type { CategoryTileProps } from "./components/category-tile";
export { BrandTile } from "./components/brand-tile";
export type { BrandTileProps } from "./components/brand-tile";
export { ModuleTile } from "./components/module-tile";
export type { ModuleTileProps } from "./components/module-tile";
export { COPIED_FEEDBACK_MS, CouponCard } from "./components/coupon-card";
export type { CouponCardProps } from "./components/coupon-card";
export { CashbackCard } from "./components/cashback-card";
export type { CashbackCardProps } from "./components/cashback-card";
export { Banner } from "./components/banner";
export type { BannerProps } from "./components/banner";
