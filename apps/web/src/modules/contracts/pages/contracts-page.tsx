import { Screen } from "../../../ui/page-header";
import { useListScreen } from "../../../ui/use-list-screen";
import { ContractDrawer } from "../components/contract-drawer";
import { ContractTable } from "../components/contract-table";

/** Route `ayojana-thekka`: the contracts of the projects in the user's scope. */
export default function ContractsPage() {
  const { canManage, target, header } = useListScreen("contracts", "contract.manage");
  return (
    <Screen {...header}>
      <ContractTable onOpen={target.open} />
      <ContractDrawer target={target} readOnly={!canManage} />
    </Screen>
  );
}
