"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";

import type { Item } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { foodVariationHint, formatMoney, toMinorUnits } from "@marketplace/domain";
import { Checkbox, Label, QuantityStepper, RadioGroup, RadioGroupItem } from "@marketplace/ui";

import type { ItemSelectionState } from "../hooks/use-item-selection";
import { optionStock } from "../item-facts";

function extra(price: number | string, currency: CurrencyFormat): string | null {
  const minor = toMinorUnits(price, currency.digits);
  return minor > 0 ? `+${formatMoney(minor, currency)}` : null;
}

/** Food variations: single choices as radios, multi choices as checkboxes with the min/max hint. */
function FoodVariations({
  item,
  state,
  currency,
}: {
  item: Item;
  state: ItemSelectionState;
  currency: CurrencyFormat;
}) {
  const t = useTranslations("item");
  const base = useId();
  return (
    <>
      {(item.food_variations ?? []).map((variation, index) => {
        const chosen = state.foodChoices[variation.name] ?? [];
        const hint = foodVariationHint(variation);
        const groupId = `${base}-food-${String(index)}`;
        return (
          <fieldset key={variation.name} className="grid gap-2" data-testid="food-variation">
            <legend className="flex w-full items-center justify-between gap-2 text-sm font-semibold">
              <span>{variation.name}</span>
              <span className="text-muted-foreground text-xs font-normal">
                {variation.required === "on" ? t("required") : t("optional")}
              </span>
            </legend>
            {hint === null ? null : (
              <p className="text-muted-foreground text-xs">
                {t("variationHint", { min: hint.min, max: hint.max })}
              </p>
            )}
            {variation.type === "single" ? (
              <RadioGroup
                value={chosen[0] ?? ""}
                onValueChange={(label) => state.toggleFood(variation, label)}
                aria-label={variation.name}
                className="gap-2"
              >
                {variation.values.map((value, valueIndex) => {
                  const id = `${groupId}-${String(valueIndex)}`;
                  const price = extra(value.optionPrice, currency);
                  return (
                    <div key={value.label} className="flex items-center gap-2">
                      <RadioGroupItem id={id} value={value.label} />
                      <Label htmlFor={id} className="flex-1 font-normal">
                        {value.label}
                      </Label>
                      {price === null ? null : (
                        <bdi className="text-muted-foreground text-xs">{price}</bdi>
                      )}
                    </div>
                  );
                })}
              </RadioGroup>
            ) : (
              <div className="grid gap-2">
                {variation.values.map((value, valueIndex) => {
                  const id = `${groupId}-${String(valueIndex)}`;
                  const price = extra(value.optionPrice, currency);
                  return (
                    <div key={value.label} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={chosen.includes(value.label)}
                        onCheckedChange={() => state.toggleFood(variation, value.label)}
                      />
                      <Label htmlFor={id} className="flex-1 font-normal">
                        {value.label}
                      </Label>
                      {price === null ? null : (
                        <bdi className="text-muted-foreground text-xs">{price}</bdi>
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          </fieldset>
        );
      })}
    </>
  );
}

/** An option's stock beside its label: the count, or 'Out of Stock' (struck through) when sold out. */
function OptionStock({ id, stock }: { id: string; stock: number | null | undefined }) {
  const t = useTranslations("item");
  if (stock === null || stock === undefined) return null;
  return stock <= 0 ? (
    <span id={id} className="text-destructive text-xs" data-testid="option-stock">
      {t("outOfStock")}
    </span>
  ) : (
    <span id={id} className="text-muted-foreground text-xs" data-testid="option-stock">
      {t("inStock", { count: stock })}
    </span>
  );
}

/** One radio of a product variation, with the stock choosing it gives. Sold-out options stay choosable. */
function VariationOption({
  id,
  value,
  stock,
}: {
  id: string;
  value: string;
  stock: number | null | undefined;
}) {
  const known = stock !== null && stock !== undefined;
  const soldOut = known && stock <= 0;
  return (
    <div className="flex items-center gap-2" data-testid="variation-option" data-sold-out={soldOut}>
      <RadioGroupItem id={id} value={value} aria-describedby={known ? `${id}-stock` : undefined} />
      <Label
        htmlFor={id}
        className={soldOut ? "text-muted-foreground font-normal line-through" : "font-normal"}
      >
        {value}
      </Label>
      <OptionStock id={`${id}-stock`} stock={stock} />
    </div>
  );
}

/**
 * Other modules: one radio group per choice option (or per variation when the item has no options).
 * Each option shows the stock of the variation it selects (with the other choices kept) and sold-out
 * ones are marked; choosing one brings the spec's out-of-stock message (see `ItemPurchase`).
 */
function ItemVariations({ item, state }: { item: Item; state: ItemSelectionState }) {
  const base = useId();
  const choiceOptions = item.choice_options ?? [];
  if (choiceOptions.length > 0) {
    return (
      <>
        {choiceOptions.map((choice, index) => (
          <fieldset key={choice.title} className="grid gap-2">
            <legend className="text-sm font-semibold">{choice.title}</legend>
            <RadioGroup
              value={state.chosenOptions[choice.title] ?? ""}
              onValueChange={(option) => state.chooseOption(choice.title, option)}
              aria-label={choice.title}
              className="flex flex-wrap gap-x-4 gap-y-2"
            >
              {choice.options.map((option, optionIndex) => (
                <VariationOption
                  key={option}
                  id={`${base}-${String(index)}-${String(optionIndex)}`}
                  value={option}
                  stock={optionStock(item, state.chosenOptions, choice.title, option)}
                />
              ))}
            </RadioGroup>
          </fieldset>
        ))}
      </>
    );
  }
  const variations = item.variations ?? [];
  if (variations.length === 0) return null;
  return (
    <RadioGroup
      value={state.selection.variationType ?? ""}
      onValueChange={state.chooseVariation}
      className="flex flex-wrap gap-x-4 gap-y-2"
    >
      {variations.map((variation, index) => (
        <VariationOption
          key={variation.type}
          id={`${base}-v-${String(index)}`}
          value={variation.type}
          stock={variation.stock}
        />
      ))}
    </RadioGroup>
  );
}

/** Add-ons: checking sets quantity 1; plus and minus only while checked. */
function AddOns({
  item,
  state,
  currency,
}: {
  item: Item;
  state: ItemSelectionState;
  currency: CurrencyFormat;
}) {
  const t = useTranslations("item");
  const base = useId();
  const addOns = item.add_ons ?? [];
  if (addOns.length === 0) return null;
  return (
    <fieldset className="grid gap-2" data-testid="add-ons">
      <legend className="text-sm font-semibold">{t("addOns")}</legend>
      {addOns.map((addOn, index) => {
        const id = `${base}-addon-${String(index)}`;
        const choice = state.addOns.find((entry) => entry.id === addOn.id);
        return (
          <div key={addOn.id} className="flex min-h-10 items-center gap-2">
            <Checkbox
              id={id}
              checked={choice !== undefined}
              onCheckedChange={() => state.toggleAddOn(addOn.id)}
            />
            <Label htmlFor={id} className="flex-1 font-normal">
              {addOn.name}
            </Label>
            <bdi className="text-muted-foreground text-xs">
              {formatMoney(toMinorUnits(addOn.price, currency.digits), currency)}
            </bdi>
            {choice === undefined ? null : (
              <QuantityStepper
                size="sm"
                quantity={choice.quantity}
                label={t("addOnQuantity", { name: addOn.name })}
                increaseLabel={t("increase")}
                decreaseLabel={t("decrease")}
                onIncrement={() => state.changeAddOn(addOn.id, 1)}
                onDecrement={() => state.changeAddOn(addOn.id, -1)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The item's choices: food variations or product variations, then add-ons. */
export function ItemChoices({
  item,
  state,
  currency,
}: {
  item: Item;
  state: ItemSelectionState;
  currency: CurrencyFormat;
}) {
  return (
    <div className="grid gap-4">
      {item.module_type === "food" ? (
        <FoodVariations item={item} state={state} currency={currency} />
      ) : (
        <ItemVariations item={item} state={state} />
      )}
      <AddOns item={item} state={state} currency={currency} />
    </div>
  );
}
