import { Drawer } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../ui/error-state";
import { PageLoader } from "../../../ui/page-loader";
import type { RecordTarget } from "../../../ui/use-record-target";
import { visitQuery } from "../queries";
import { VisitActions } from "./visit-actions";
import { VisitDetails } from "./visit-details";
import { VisitWizard } from "./visit-wizard";

type VisitDrawerProps = {
  /** The visit to open, or a new one (the wizard); a new visit, once stored, stays open. */
  target: RecordTarget;
};

/** A new visit (the wizard), a draft the user may edit (the wizard), or any other visit (its details). */
export function VisitDrawer({ target }: VisitDrawerProps) {
  const { opened, id: visitId, open: onOpened, close: onClose } = target;
  const { t } = useTranslation("monitoring");
  const visit = useQuery({ ...visitQuery(visitId ?? 0), enabled: opened && visitId !== null });

  const content = () => {
    if (visitId === null) return <VisitWizard visit={null} onCreated={onOpened} />;
    if (visit.isPending) return <PageLoader />;
    if (visit.isError)
      return <ErrorState message={visit.error.message} onRetry={() => void visit.refetch()} />;
    if (visit.data.can_edit)
      return (
        <>
          <VisitWizard visit={visit.data} onCreated={onOpened} />
          <VisitActions visit={visit.data} />
        </>
      );
    return <VisitDetails visit={visit.data} />;
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={visitId === null ? t("wizard.createTitle") : (visit.data?.title ?? t("wizard.visitTitle"))}
    >
      {opened && content()}
    </Drawer>
  );
}
