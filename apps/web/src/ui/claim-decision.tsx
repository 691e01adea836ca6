import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../lib/api-client";
import { notifyError, notifySuccess } from "../lib/notify";
import { apiFieldErrors } from "../lib/schema-form";
import { ReasonModal } from "./reason-modal";

type Decision = { decision: "accept" | "reject"; reason: string };
type Handlers = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * The approver's accept and reject (with a required reason) of one claim: a milestone's completion or a
 * project month's jump. `decide` sends the decision (the claim's own mutation); the texts are the
 * namespace's `<prefix>.accept`, `.reject`, `.rejectTitle`, `.reason`, `.acceptedToast`, `.rejectedToast`.
 */
export function ClaimDecision({
  ns,
  prefix,
  decide,
  pending,
}: {
  ns: string;
  prefix: string;
  decide: (decision: Decision, handlers: Handlers) => void;
  pending: boolean;
}) {
  const { t } = useTranslation(ns);
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <Button
        size="xs"
        color="green"
        loading={pending}
        onClick={() =>
          decide(
            { decision: "accept", reason: "" },
            { onSuccess: () => notifySuccess(t(`${prefix}.acceptedToast`)), onError: notifyError },
          )
        }
      >
        {t(`${prefix}.accept`)}
      </Button>
      <Button size="xs" color="red" variant="light" onClick={() => setRejecting(true)}>
        {t(`${prefix}.reject`)}
      </Button>
      <ReasonModal
        opened={rejecting}
        title={t(`${prefix}.rejectTitle`)}
        label={t(`${prefix}.reason`)}
        submitLabel={t(`${prefix}.reject`)}
        pending={pending}
        onClose={() => setRejecting(false)}
        onSubmit={(reason, fail) =>
          decide(
            { decision: "reject", reason },
            {
              onSuccess: () => {
                notifySuccess(t(`${prefix}.rejectedToast`));
                setRejecting(false);
              },
              onError: (error) => {
                const found = apiFieldErrors(error, ["reason"]);
                if (isApiError(error) && error.status === 422 && found.reason)
                  return fail(String(found.reason));
                notifyError(error);
              },
            },
          )
        }
      />
    </>
  );
}
