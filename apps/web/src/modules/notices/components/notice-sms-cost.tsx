import { Alert, Loader, Text } from "@mantine/core";
import type { TNoticeRecipientsBody } from "@pragati/domain/contract";
import { noticeSmsText, smsParts } from "@pragati/domain/sms";
import { IconMessage } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { noticeRecipientsQuery } from "../queries";

type NoticeSmsCostProps = { title: string; description: string; targets: TNoticeRecipientsBody };

/**
 * What the notice's SMS costs before it is published: the text's parts (Devanagari travels as UCS-2, 70
 * characters in one SMS, 67 per part once split) and how many recipients the SMS reaches.
 */
export function NoticeSmsCost({ title, description, targets }: NoticeSmsCostProps) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const hasTargets = targets.is_public || targets.role_ids.length > 0 || targets.nikaya_ids.length > 0;
  const recipients = useQuery({
    ...noticeRecipientsQuery(targets),
    enabled: hasTargets,
    placeholderData: keepPreviousData,
  });
  const sms = smsParts(noticeSmsText({ title, description }));
  const reach = hasTargets ? recipients.data : { sms: 0, sms_invalid: 0 };

  return (
    <Alert color="blue" variant="light" icon={<IconMessage size={20} />} data-testid="notice-sms-cost">
      <Text size="sm">
        {t(`smsCost.parts.${sms.encoding}`, {
          parts: fmt.number(sms.parts),
          characters: fmt.number(sms.units),
        })}
      </Text>
      {reach ? (
        <>
          <Text size="sm">
            {t("smsCost.recipients", {
              recipients: fmt.number(reach.sms),
              total: fmt.number(reach.sms * sms.parts),
            })}
          </Text>
          {reach.sms_invalid > 0 && (
            <Text size="sm" c="orange">
              {t("smsCost.invalid", { n: fmt.number(reach.sms_invalid) })}
            </Text>
          )}
        </>
      ) : (
        <Loader size="xs" aria-label={t("smsCost.counting")} />
      )}
    </Alert>
  );
}
