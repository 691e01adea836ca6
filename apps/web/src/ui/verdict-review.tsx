import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { isApiError } from "../lib/api-client";
import { notifyError, notifySuccess } from "../lib/notify";

type Handlers = { onSuccess: () => void; onError: (cause: unknown) => void };

type VerdictReviewProps = {
  /** What the reviewer weighs, above the note. */
  hint?: string;
  label: string;
  description?: string;
  /** The refusal shown when the reviewer sends back without a note. */
  noteRequired: string;
  /** The API's name of the note's field, whose refusal is shown under it. */
  noteField: string;
  rejectLabel: string;
  acceptLabel: string;
  acceptedToast: string;
  rejectedToast: string;
  /** False while the evidence the acceptance needs is missing. */
  canAccept: boolean;
  pending: boolean;
  /** Sends the verdict (the record's own mutation) with the trimmed note. */
  review: (accept: boolean, note: string, handlers: Handlers) => void;
};

/**
 * A reviewer's verdict on evidence-backed work (a decision's report, an action point's completion): a
 * note, required to send it back, then accept or send back; each ends in a toast, a refusal under the note.
 */
export function VerdictReview(props: VerdictReviewProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = (accept: boolean) => {
    if (!accept && !note.trim()) return setError(props.noteRequired);
    props.review(accept, note.trim(), {
      onSuccess: () => notifySuccess(accept ? props.acceptedToast : props.rejectedToast),
      onError: (cause) => {
        if (isApiError(cause)) setError(cause.fieldMessage(props.noteField) ?? null);
        notifyError(cause);
      },
    });
  };
  return (
    <Stack gap="xs">
      {props.hint && (
        <Text size="sm" c="dimmed">
          {props.hint}
        </Text>
      )}
      <Textarea
        label={props.label}
        description={props.description}
        autosize
        minRows={2}
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" color="orange" loading={props.pending} onClick={() => decide(false)}>
          {props.rejectLabel}
        </Button>
        <Button
          color="green"
          loading={props.pending}
          disabled={!props.canAccept}
          onClick={() => decide(true)}
        >
          {props.acceptLabel}
        </Button>
      </Group>
    </Stack>
  );
}
