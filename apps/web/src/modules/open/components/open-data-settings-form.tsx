import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TOpenSettings, type TOpenSettingsBody, ZOpenSettingsBody } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { useCan } from "../../../state/auth-store";
import { QueryView } from "../../../ui/query-view";
import { openSettingsQuery, useSaveOpenSettings } from "../queries";

const FIELDS = ["publisher_name", "publisher_uri", "ocid_prefix"] as const;
/** Names and codes the texts quote as they are written in every language. */
const QUOTED = { oc4ids: "OC4IDS", example: "ocds-a1b2c3" };
/** The public routes the settings open (docs/product-rules.md "Open data"). */
const PUBLISHED = [
  { key: "releases", href: "/api/open/ocds/releases" },
  { key: "records", href: "/api/open/ocds/records" },
  { key: "bulk", href: "/api/open/ocds/releases.jsonl" },
  { key: "projects", href: "/api/open/oc4ids/projects" },
] as const;

/**
 * Admin's open-data settings (on `other-setting`, for `open-data.manage`): the publisher named in every
 * package and the ocid prefix registered with the Open Contracting Partnership. Nothing is published
 * until both are set; the form links to what they publish.
 */
export function OpenDataSettingsForm() {
  const canManage = useCan("open-data.manage");
  const query = useQuery({ ...openSettingsQuery(), enabled: canManage });
  if (!canManage) return null;
  return <QueryView query={query}>{(data) => <SettingsFields initial={data} />}</QueryView>;
}

function SettingsFields({ initial }: { initial: TOpenSettings }) {
  const { t } = useTranslation("setup");
  const save = useSaveOpenSettings();
  const published = Boolean(initial.publisher_name && initial.ocid_prefix);
  const form = useForm<TOpenSettingsBody>({
    initialValues: {
      publisher_name: initial.publisher_name ?? "",
      publisher_uri: initial.publisher_uri ?? "",
      ocid_prefix: initial.ocid_prefix ?? "",
    },
    validate: schemaValidate<TOpenSettingsBody>(ZOpenSettingsBody, (field, values) =>
      field === "publisher_name" && !values.publisher_name.trim()
        ? t("common:validation.required", { field: t("openData.publisherName") })
        : t(`openData.invalid.${field}`),
    ),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.resetDirty(values);
      notifySuccess(t("openData.saved"));
    } catch (error) {
      form.setErrors(apiFieldErrors(error, FIELDS));
      notifyError(error);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="open-data-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} id="open-data-title">
            {t("openData.title", QUOTED)}
          </Title>
          <Text size="sm" c="dimmed">
            {t("openData.help", QUOTED)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              {...form.getInputProps("publisher_name")}
              label={t("openData.publisherName")}
              required
            />
            <TextInput
              {...form.getInputProps("publisher_uri")}
              label={t("openData.publisherUri")}
              placeholder="https://"
            />
            <TextInput
              {...form.getInputProps("ocid_prefix")}
              label={t("openData.ocidPrefix")}
              description={t("openData.ocidPrefixHint", QUOTED)}
              placeholder="ocds-"
              required
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t("openData.save")}
            </Button>
          </Group>
          {published ? (
            <Stack gap={4}>
              <Text size="sm">{t("openData.publishedAt")}</Text>
              <List size="sm">
                {PUBLISHED.map(({ key, href }) => (
                  <List.Item key={key}>
                    <Anchor href={href} target="_blank" rel="noopener">
                      {t(`openData.routes.${key}`, QUOTED)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : (
            <Text size="sm">{t("openData.notPublished")}</Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
