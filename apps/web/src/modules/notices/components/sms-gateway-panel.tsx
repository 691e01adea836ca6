import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  SMS_TEST_TEXT_MAX,
  type TOutboxRow,
  type TSmsTestBody,
  ZSmsTestForm,
} from "@pragati/domain/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { smsBalanceQuery, smsStatusQuery, useSendTestSms } from "../queries";
import { OutboxStatusBadge } from "./outbox-status-badge";

const TEST_FIELDS = ["mobile", "text"] as const;

/** The configured gateway, its credit asked on demand, and a test SMS sent now to check the settings. */
export function SmsGatewayPanel() {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const status = useQuery(smsStatusQuery());
  const balance = useQuery(smsBalanceQuery());
  const send = useSendTestSms();
  const [result, setResult] = useState<TOutboxRow | null>(null);
  const form = useForm<TSmsTestBody>({
    initialValues: { mobile: "", text: t("gateway.testDefaultText") },
    validate: schemaValidate(ZSmsTestForm, (field) => t(`gateway.errors.${field}`)),
  });

  if (!status.data) return null;
  const provider = status.data.provider;

  const submit = form.onSubmit((values) => {
    setResult(null);
    send.mutate(values, {
      onSuccess: setResult,
      onError: (error) => {
        form.setErrors(apiFieldErrors(error, TEST_FIELDS));
        notifyError(error);
      },
    });
  });

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={3} fz="h4">
          {t("gateway.title")}
        </Title>
        {provider === null ? (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
            {t("gateway.notConfigured")}
          </Alert>
        ) : (
          <>
            <Group gap="md" align="center">
              <Text size="sm">{t("gateway.provider", { name: t(`gateway.providers.${provider}`) })}</Text>
              <Button
                size="xs"
                variant="light"
                loading={balance.isFetching}
                onClick={() => void balance.refetch()}
              >
                {t("gateway.checkBalance")}
              </Button>
              {balance.data && (
                <Text size="sm" c={balance.data.error ? "red" : undefined} data-testid="sms-balance">
                  {balance.data.error
                    ? t("gateway.balanceError", { reason: balance.data.error })
                    : t("gateway.balance", { credits: fmt.number(balance.data.available) })}
                </Text>
              )}
              {balance.isError && (
                <Text size="sm" c="red">
                  {balance.error.message}
                </Text>
              )}
            </Group>
            <form onSubmit={submit} noValidate aria-label={t("gateway.testTitle")}>
              <Stack gap="sm">
                <Text size="sm" fw={500}>
                  {t("gateway.testTitle")}
                </Text>
                <Group align="flex-start" gap="sm" grow>
                  <TextInput
                    label={t("gateway.testMobile")}
                    placeholder="98XXXXXXXX"
                    inputMode="tel"
                    maxLength={30}
                    {...form.getInputProps("mobile")}
                  />
                  <Textarea
                    label={t("gateway.testText")}
                    autosize
                    minRows={1}
                    maxLength={SMS_TEST_TEXT_MAX}
                    {...form.getInputProps("text")}
                  />
                </Group>
                <Group gap="sm">
                  <Button type="submit" size="sm" loading={send.isPending}>
                    {t("gateway.testSend")}
                  </Button>
                  {result && (
                    <Group gap="xs" data-testid="sms-test-result">
                      <OutboxStatusBadge state={result.status} />
                      <Text size="sm" c={result.status === "sent" ? undefined : "red"}>
                        {result.status === "sent"
                          ? t("gateway.testSent", { mobile: fmt.digits(result.recipient) })
                          : (result.last_error ?? "")}
                      </Text>
                    </Group>
                  )}
                </Group>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Paper>
  );
}
