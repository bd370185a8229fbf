"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImagePlus, Send, X } from "lucide-react";
import { useTranslations } from "next-intl";

import type { MessageSendBody } from "@marketplace/api-client";
import type { ChatMessageProblem, ChatTarget } from "@marketplace/domain";
import { sendMessageMutationOptions } from "@marketplace/api-client/query";
import { CHAT_IMAGE_TYPES, CHAT_MESSAGE_MAX, chatMessageProblem } from "@marketplace/domain";
import { Button, IconButton, Textarea } from "@marketplace/ui";

import { useBrowserClient } from "~/lib/api/use-browser-client";

interface Picked {
  file: File;
  preview: string;
}

function bodyOf(target: ChatTarget, message: string): MessageSendBody {
  const text = message.trim() === "" ? {} : { message: message.trim() };
  if ("conversationId" in target) return { conversation_id: target.conversationId, ...text };
  return { receiver_type: target.type, receiver_id: target.id, ...text };
}

/** Text and up to 3 images (with previews), checked with the domain's rules, then sent once. */
export function MessageComposer({ target }: { target: ChatTarget }) {
  const t = useTranslations("chat");
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const send = useMutation(sendMessageMutationOptions(client, queryClient));
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<ChatMessageProblem | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const pickedRef = useRef(picked);
  useEffect(() => {
    pickedRef.current = picked;
  }, [picked]);
  useEffect(
    () => () => {
      for (const item of pickedRef.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const clearImages = () => {
    for (const item of picked) URL.revokeObjectURL(item.preview);
    setPicked([]);
  };

  const submit = () => {
    if (send.isPending) return;
    const files = picked.map((item) => item.file);
    const found = chatMessageProblem(text, files);
    setProblem(found);
    if (found) return;
    send.mutate(
      { body: bodyOf(target, text), images: files },
      {
        onSuccess: () => {
          setText("");
          clearImages();
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-2 border-t p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {picked.length > 0 ? (
        <ul className="flex flex-wrap gap-2" data-testid="image-previews">
          {picked.map((item, index) => (
            <li key={item.preview} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
              <img
                src={item.preview}
                alt={t("preview", { index: index + 1 })}
                width={64}
                height={64}
                className="size-16 rounded-lg object-cover"
              />
              <IconButton
                type="button"
                size="icon-sm"
                variant="secondary"
                className="absolute -end-2 -top-2"
                label={t("removeImage", { index: index + 1 })}
                onClick={() => {
                  URL.revokeObjectURL(item.preview);
                  setPicked((list) => list.filter((other) => other !== item));
                }}
              >
                <X aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${ids}-text`} className="sr-only">
        {t("messageLabel")}
      </label>
      <Textarea
        id={`${ids}-text`}
        value={text}
        rows={2}
        placeholder={t("messagePlaceholder")}
        aria-invalid={problem?.startsWith("message") ? true : undefined}
        aria-describedby={problem ? `${ids}-problem` : `${ids}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        dir="auto"
        data-max={CHAT_MESSAGE_MAX}
      />
      {problem ? (
        <p id={`${ids}-problem`} role="alert" className="text-destructive text-sm">
          {t(`problems.${problem}`)}
        </p>
      ) : (
        <p id={`${ids}-hint`} className="text-muted-foreground text-xs">
          {t("attachHint")}
        </p>
      )}
      <div className="flex items-center justify-between gap-2">
        <input
          ref={fileRef}
          id={`${ids}-files`}
          type="file"
          accept={CHAT_IMAGE_TYPES.join(",")}
          multiple
          tabIndex={-1}
          aria-label={t("attach")}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length === 0) return;
            const found = chatMessageProblem("", [...picked.map((item) => item.file), ...files]);
            setProblem(found);
            if (found) return;
            setPicked((list) => [
              ...list,
              ...files.map((file) => ({ file, preview: URL.createObjectURL(file) })),
            ]);
          }}
        />
        <Button type="button" variant="outline" onClick={() => fileRef.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {t("attach")}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {send.isPending ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}
