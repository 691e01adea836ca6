import { Alert, Button, Group, Input, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import type { TProgressEntry } from "@pragati/domain/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useReviewEntry } from "../queries";

export type ReviewKind = "comment" | "rate" | "return";
const FIELDS = ["comment", "rating", "note"] as const;
const RATINGS = [0, 1, 2, 3, 4, 5] as const;
const TEXT_MAX = 5000;

type ReviewModalProps = { entry: TProgressEntry | null; kind: ReviewKind; onClose: () => void };

/** The secretary's comment, rating (0-5) or send-back with a note, on one entry. */
export function ReviewModal({ entry, kind, onClose }: ReviewModalProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="lg"
      title={
        entry
          ? t(`review.${kind}Title`, {
              code: fmt.digits(entry.milestone_code),
              month: fmt.fiscalMonth(entry.month),
            })
          : ""
      }
    >
      {entry && <ReviewForm key={`${entry.id}-${kind}`} entry={entry} kind={kind} onDone={onClose} />}
    </Modal>
  );
}

function ReviewForm({
  entry,
  kind,
  onDone,
}: {
  entry: TProgressEntry;
  kind: ReviewKind;
  onDone: () => void;
}) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const [text, setText] = useState(kind === "comment" ? (entry.comment ?? "") : "");
  const [rating, setRating] = useState<number | null>(entry.rating);
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const review = useReviewEntry();
  const field = kind === "comment" ? "comment" : "note";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === "rate" && rating === null) return setErrors({ rating: t("errors.ratingRequired") });
    if (kind !== "rate" && text.trim() === "") return setErrors({ [field]: t(`errors.${field}Required`) });
    if (kind !== "rate" && text.trim().length > TEXT_MAX)
      return setErrors({ [field]: t("errors.explanationTooLong", { n: fmt.number(TEXT_MAX) }) });
    review.mutate(
      {
        entryId: entry.id,
        review:
          kind === "rate"
            ? { kind, rating: rating ?? 0 }
            : kind === "comment"
              ? { kind, comment: text.trim() }
              : { kind, note: text.trim() },
      },
      {
        onSuccess: () => {
          notifySuccess(t(`review.${kind}Saved`));
          onDone();
        },
        onError: (error) => {
          if (!fromApi(error) && isApiError(error) && !error.canceled) setRefusal(error.message);
          notifyError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {entry.milestone_title} · {fmt.name(entry.nikaya_name, entry.nikaya_name_np)} ·{" "}
          {t("review.achievedLine", {
            achieved: fmt.number(entry.achieved),
            status: t(`status.${entry.status}`),
          })}
        </Text>
        {kind === "rate" ? (
          <Input.Wrapper label={t("review.rating")} labelElement="div" withAsterisk error={errors.rating}>
            <SegmentedControl
              mt={6}
              aria-label={t("review.rating")}
              data={RATINGS.map((r) => ({ value: String(r), label: fmt.digits(r) }))}
              value={rating === null ? "" : String(rating)}
              onChange={(value) => {
                setRating(Number(value));
                clear("rating");
              }}
            />
          </Input.Wrapper>
        ) : (
          <Textarea
            data-autofocus
            withAsterisk
            label={t(kind === "comment" ? "review.comment" : "review.note")}
            description={kind === "return" ? t("review.noteHint") : undefined}
            autosize
            minRows={3}
            maxRows={8}
            value={text}
            error={errors[field]}
            onChange={(event) => {
              setText(event.currentTarget.value);
              clear(field);
            }}
          />
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" color={kind === "return" ? "orange" : undefined} loading={review.isPending}>
            {t(`review.${kind}Submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
