import { Anchor, Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TOffice } from "@pragati/domain/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { OFFICE_PROFILE_PATH } from "../paths";

const EMPTY = "-";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || EMPTY}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The office's details, location, contacts and remarks (read-only; the form edits them). */
export function OfficeProfileDetails({ office }: { office: TOffice }) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const digits = (value: string | null) => (value ? fmt.digits(value) : EMPTY);
  const contacts = [
    {
      key: "officeHead",
      name: [office.head_name, office.head_position].filter(Boolean).join(", "),
      phone: office.office_head_phone,
      email: office.office_head_email,
      appointed: office.office_head_appointed_at,
    },
    {
      key: "secretary",
      name: office.secretary_name,
      phone: office.secretary_phone,
      email: office.secretary_email,
      appointed: office.secretary_appointed_at,
    },
    {
      key: "planningHead",
      name: office.planning_head_name,
      phone: office.planning_head_phone,
      email: office.planning_head_email,
      appointed: office.planning_head_appointed_at,
    },
  ];

  return (
    <Stack gap="md">
      <Section title={t("profile.details")}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Item label={t("fields.name")}>{office.name}</Item>
          <Item label={t("fields.name_np")}>{office.name_np}</Item>
          <Item label={t("fields.code")}>{digits(office.code)}</Item>
          <Item label={t("fields.ministry_code")}>{digits(office.ministry_code)}</Item>
          <Item label={t("fields.parent_id")}>
            {office.parent_id ? (
              <Anchor component={Link} to={`/${OFFICE_PROFILE_PATH}/${office.parent_id}`} size="sm">
                {fmt.name(office.parent_name, office.parent_name_np)}
              </Anchor>
            ) : (
              t("form.noParent")
            )}
          </Item>
          <Item label={t("fields.category_id")}>
            {office.category_id ? fmt.name(office.category_name, office.category_name_np) : EMPTY}
          </Item>
          <Item label={t("fields.head_name")}>{office.head_name}</Item>
          <Item label={t("fields.head_position")}>{office.head_position}</Item>
          <Item label={t("fields.status")}>
            <Badge color={office.status ? "green" : "gray"} variant="light">
              {t(office.status ? "status.active" : "status.inactive")}
            </Badge>
          </Item>
          <Item label={t("columns.userCount")}>{fmt.number(office.user_count)}</Item>
          <Item label={t("profile.childrenCount")}>{fmt.number(office.children_count)}</Item>
        </SimpleGrid>
      </Section>

      <Section title={t("form.sections.location")}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Item label={t("fields.province_id")}>
            {office.province_id ? fmt.name(office.province_name, office.province_name_np) : EMPTY}
          </Item>
          <Item label={t("fields.district_id")}>
            {office.district_id ? fmt.name(office.district_name, office.district_name_np) : EMPTY}
          </Item>
          <Item label={t("fields.local_level_id")}>
            {office.local_level_id ? fmt.name(office.local_level_name, office.local_level_name_np) : EMPTY}
          </Item>
          <Item label={t("fields.ward")}>{office.ward ? fmt.digits(office.ward) : EMPTY}</Item>
          <Item label={t("fields.address")}>{office.address}</Item>
          <Item label={t("fields.phone")}>{digits(office.phone)}</Item>
          <Item label={t("fields.email")}>{office.email}</Item>
        </SimpleGrid>
      </Section>

      <Section title={t("profile.contacts")}>
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder striped aria-label={t("profile.contacts")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("profile.contactRole")}</Table.Th>
                <Table.Th>{t("profile.contactName")}</Table.Th>
                <Table.Th>{t("profile.contactPhone")}</Table.Th>
                <Table.Th>{t("profile.contactEmail")}</Table.Th>
                <Table.Th>{t("profile.contactAppointed")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((c) => (
                <Table.Tr key={c.key}>
                  <Table.Td>{t(`form.sections.${c.key}`)}</Table.Td>
                  <Table.Td>{c.name || EMPTY}</Table.Td>
                  <Table.Td>{digits(c.phone)}</Table.Td>
                  <Table.Td>{c.email || EMPTY}</Table.Td>
                  <Table.Td>{fmt.bsDate(c.appointed)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>

      <Section title={t("fields.remarks")}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {office.remarks || t("profile.noRemarks")}
        </Text>
      </Section>
    </Stack>
  );
}
