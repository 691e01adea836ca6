import { isSetupListKey, SETUP_LISTS } from "@pragati/domain/setup";
import { useLocation } from "react-router";
import NotFoundPage from "../../../ui/not-found-page";
import { SetupListScreen } from "../components/setup-list-screen";

/** Routes `nikaya-category`, `units`, ... : the router mounts this page once per list key. */
export default function SetupListPage() {
  const key = useLocation().pathname.split("/").filter(Boolean)[0] ?? "";
  if (!isSetupListKey(key)) return <NotFoundPage />;
  return <SetupListScreen list={SETUP_LISTS[key]} />;
}
