import { Alert, Button, Group, Input, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { MAX_PER_PAGE, type TPaged, type TProgressEntry } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError, type QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCan } from "../../../state/auth-store";
import { ENTRIES_PATH, useReviewEntry } from "../queries";

export type ReviewKind = "review" | "return";
const FIELDS = ["comment", "rating", "note"] as const;
const RATINGS = [0, 1, 2, 3, 4, 5] as const;
const TEXT_MAX = 5000;

/** An open dialog: the entry, what is done to it, and the filtered list it was opened from. */
export type ReviewTarget = {
  entry: TProgressEntry;
  kind: ReviewKind;
  /** The list's filters and search when the dialog opened; "save and next" walks that list. */
  list: QueryParams;
  /** Tells two openings apart, so each walks the list as it was when it opened. */
  opened: number;
};

type ReviewModalProps = {
  target: ReviewTarget | null;
  onChange: (target: ReviewTarget | null) => void;
};

/**
 * The secretary's review of one entry: comment and rating (0-5) in one dialog, saved alone or with
 * "save and next" (Ctrl+Enter) through the filtered list; or the send-back with a note.
 */
export function ReviewModal({ target, onChange }: ReviewModalProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  // The list as it was when the dialog opened: entries that leave the filter once reviewed
  // (e.g. "not yet rated") stay in the walk instead of shifting it.
  const queue = useQuery({
    queryKey: ["review-queue", target?.opened, target?.list],
    queryFn: ({ signal }) =>
      api.get<TPaged<TProgressEntry>>(
        ENTRIES_PATH,
        { ...target?.list, page_no: 1, per_page: MAX_PER_PAGE },
        { signal },
      ),
    enabled: target?.kind === "review",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const entries = queue.data?.data ?? [];
  const index = target ? entries.findIndex((e) => e.id === target.entry.id) : -1;
  const next = index >= 0 ? (entries[index + 1] ?? null) : null;
  const close = () => onChange(null);

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      size="lg"
      title={
        target
          ? t(`review.${target.kind}Title`, {
              code: fmt.digits(target.entry.milestone_code),
              month: fmt.fiscalMonth(target.entry.month),
            })
          : ""
      }
    >
      {target?.kind === "review" && (
        <ReviewForm
          key={target.entry.id}
          entry={target.entry}
          position={
            index >= 0 ? { n: index + 1, total: queue.data?.total ?? entries.length, hasNext: !!next } : null
          }
          onDone={(goOn) => {
            if (!goOn) return close();
            if (next) return onChange({ ...target, entry: next });
            notifySuccess(t("review.listDone"));
            close();
          }}
        />
      )}
      {target?.kind === "return" && <ReturnForm key={target.entry.id} entry={target.entry} onDone={close} />}
    </Modal>
  );
}

function EntryLine({ entry }: { entry: TProgressEntry }) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  return (
    <Text size="sm">
      {entry.milestone_title} · {fmt.name(entry.nikaya_name, entry.nikaya_name_np)} ·{" "}
      {t("review.achievedLine", {
        achieved: fmt.number(entry.achieved),
        status: t(`status.${entry.status}`),
      })}
    </Text>
  );
}

type Position = { n: number; total: number; hasNext: boolean };

function ReviewForm({
  entry,
  position,
  onDone,
}: {
  entry: TProgressEntry;
  position: Position | null;
  /** After a save (or nothing to save): true goes on to the next entry of the list. */
  onDone: (goOn: boolean) => void;
}) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const [comment, setComment] = useState(entry.comment ?? "");
  const [rating, setRating] = useState<number | null>(entry.rating);
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState<"save" | "next" | null>(null);
  const review = useReviewEntry();
  const canComment = useCan("progress.comment");
  const canRate = useCan("progress.rate");
  // "Save and next" keeps the dialog open with a new form: the keyboard starts again in its comment.
  const commentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => commentRef.current?.focus(), []);

  const save = async (goOn: boolean) => {
    const text = comment.trim();
    const commentChanged = text !== (entry.comment ?? "").trim();
    const ratingChanged = rating !== entry.rating;
    if (commentChanged && text === "" && entry.comment)
      return setErrors({ comment: t("errors.commentRequired") });
    if (text.length > TEXT_MAX)
      return setErrors({ comment: t("errors.explanationTooLong", { n: fmt.number(TEXT_MAX) }) });
    if (!commentChanged && !ratingChanged) {
      if (!goOn && text === "" && rating === null) return setErrors({ comment: t("errors.reviewRequired") });
      return onDone(goOn);
    }
    setSaving(goOn ? "next" : "save");
    try {
      if (commentChanged)
        await review.mutateAsync({ entryId: entry.id, review: { kind: "comment", comment: text } });
      if (ratingChanged && rating !== null)
        await review.mutateAsync({ entryId: entry.id, review: { kind: "rate", rating } });
      notifySuccess(t("review.reviewSaved"));
      onDone(goOn);
    } catch (error) {
      if (!fromApi(error) && isApiError(error) && !error.canceled) setRefusal(error.message);
      notifyError(error);
    } finally {
      setSaving(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  const saveAndNext = () => void save(true);

  return (
    <form onSubmit={submit} noValidate onKeyDown={getHotkeyHandler([["mod+Enter", saveAndNext]])}>
      <Stack gap="md">
        <EntryLine entry={entry} />
        <Textarea
          ref={commentRef}
          data-autofocus
          disabled={!canComment}
          label={t("review.comment")}
          autosize
          minRows={3}
          maxRows={8}
          value={comment}
          error={errors.comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            clear("comment");
          }}
        />
        <Input.Wrapper label={t("review.rating")} labelElement="div" error={errors.rating}>
          <SegmentedControl
            mt={6}
            disabled={!canRate}
            aria-label={t("review.rating")}
            data={RATINGS.map((r) => ({ value: String(r), label: fmt.digits(r) }))}
            value={rating === null ? "" : String(rating)}
            onChange={(value) => {
              setRating(Number(value));
              clear("rating");
              clear("comment");
            }}
          />
        </Input.Wrapper>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" data-testid="review-position">
            {position
              ? t("review.position", { n: fmt.number(position.n), total: fmt.number(position.total) })
              : ""}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => onDone(false)}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" variant="light" loading={saving === "save"} disabled={saving === "next"}>
              {t("review.reviewSubmit")}
            </Button>
            <Button
              onClick={saveAndNext}
              loading={saving === "next"}
              disabled={saving === "save"}
              aria-keyshortcuts="Control+Enter"
              title={t("review.keyboardHint")}
            >
              {t(position?.hasNext === false ? "review.saveAndClose" : "review.saveAndNext")}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t("review.keyboardHint")}
        </Text>
      </Stack>
    </form>
  );
}

/** Sends an entry back to its office with a note on what to correct. */
function ReturnForm({ entry, onDone }: { entry: TProgressEntry; onDone: () => void }) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const [note, setNote] = useState("");
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const review = useReviewEntry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text === "") return setErrors({ note: t("errors.noteRequired") });
    if (text.length > TEXT_MAX)
      return setErrors({ note: t("errors.explanationTooLong", { n: fmt.number(TEXT_MAX) }) });
    review.mutate(
      { entryId: entry.id, review: { kind: "return", note: text } },
      {
        onSuccess: () => {
          notifySuccess(t("review.returnSaved"));
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
        <EntryLine entry={entry} />
        <Textarea
          data-autofocus
          withAsterisk
          label={t("review.note")}
          description={t("review.noteHint")}
          autosize
          minRows={3}
          maxRows={8}
          value={note}
          error={errors.note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            clear("note");
          }}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" color="orange" loading={review.isPending}>
            {t("review.returnSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
