import { Badge, Button, Modal, Table, Text } from "@mantine/core";
import type { TSessionRow } from "@pragati/domain/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api-client";
import { useFormat } from "../lib/format";
import { notifyError, notifySuccess } from "../lib/notify";

const SESSIONS_KEY = ["profile", "sessions"] as const;

type SessionsModalProps = { opened: boolean; onClose: () => void };

/** The user's active sign-ins (browser, address, signed in, last seen); any other one can be ended. */
export function SessionsModal({ opened, onClose }: SessionsModalProps) {
  const { t } = useTranslation("shell");
  const format = useFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => api.get<TSessionRow[]>("api/profile/sessions", undefined, { signal }),
    enabled: opened,
  });
  const end = useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/profile/sessions/${id}`),
    onSuccess: () => {
      notifySuccess(t("sessions.ended"));
      return queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: notifyError,
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t("sessions.title")} size="xl">
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t("sessions.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("sessions.device")}</Table.Th>
              <Table.Th>{t("sessions.address")}</Table.Th>
              <Table.Th>{t("sessions.signedIn")}</Table.Th>
              <Table.Th>{t("sessions.lastSeen")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(sessions.data ?? []).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {row.user_agent ?? t("sessions.unknownDevice")}
                  </Text>
                </Table.Td>
                <Table.Td>{row.ip ? format.digits(row.ip) : "-"}</Table.Td>
                <Table.Td>{format.dateTime(row.signed_in_at)}</Table.Td>
                <Table.Td>{format.dateTime(row.last_seen_at)}</Table.Td>
                <Table.Td>
                  {row.current ? (
                    <Badge variant="light">{t("sessions.current")}</Badge>
                  ) : (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      loading={end.isPending && end.variables === row.id}
                      onClick={() => end.mutate(row.id)}
                    >
                      {t("sessions.end")}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Modal>
  );
}
