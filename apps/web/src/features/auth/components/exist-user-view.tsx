"use client";

import { useTranslations } from "next-intl";

import { Avatar, Button, DialogHeader, DialogTitle } from "@marketplace/ui";

/** is_exist_user: 'Is It You?' with the existing account's image and name, No and Yes. */
export function ExistUserView({
  name,
  image,
  pending,
  onAnswer,
}: {
  name: string | null;
  image: string | null;
  pending: boolean;
  onAnswer: (yes: boolean) => void;
}) {
  const t = useTranslations("auth");
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <DialogHeader>
        <DialogTitle>{t("isItYou")}</DialogTitle>
      </DialogHeader>
      <Avatar {...(image === null ? {} : { imageUrl: image })} name={name ?? ""} size="lg" />
      <p className="font-medium">{name}</p>
      <div className="flex w-full gap-2">
        <Button
          type="button"
          variant="outline"
          className="flex-1"
          disabled={pending}
          onClick={() => onAnswer(false)}
        >
          {t("no")}
        </Button>
        <Button type="button" className="flex-1" loading={pending} onClick={() => onAnswer(true)}>
          {t("yes")}
        </Button>
      </div>
    </div>
  );
}
