"use client";

import type { CartLine } from "@marketplace/api-client";
import { QuantityStepper } from "@marketplace/ui";

import type { CardActionTexts } from "./card-actions";
import { cardStepDraft, removeDraft } from "~/features/cart/card-step-draft";
import { shoppingBus } from "~/features/cart/shopping-bus";

/**
 * A card's stepper for the item's cart line: one more or one less through the bus (removal at 1), drawn at
 * once (the writer's code may still load).
 */
export function CardStepper({ line, texts }: { line: CartLine; texts: CardActionTexts }) {
  return (
    <QuantityStepper
      size="sm"
      quantity={line.quantity}
      label={texts.quantity}
      increaseLabel={texts.increase}
      decreaseLabel={texts.decrease}
      removeLabel={texts.remove}
      onIncrement={() =>
        void shoppingBus.run({ kind: "card-step", line, delta: 1 }, cardStepDraft(line, 1))
      }
      onDecrement={() =>
        void shoppingBus.run({ kind: "card-step", line, delta: -1 }, cardStepDraft(line, -1))
      }
      onRemove={() => void shoppingBus.run({ kind: "remove", line }, removeDraft(line))}
    />
  );
}
