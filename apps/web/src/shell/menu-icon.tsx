import {
  type Icon,
  IconBell,
  IconBinoculars,
  IconBuilding,
  IconBuildingBank,
  IconBuildingFactory2,
  IconChartLine,
  IconChecklist,
  IconComponents,
  IconLayoutDashboard,
  IconListCheck,
  IconMessageReport,
  IconPoint,
  IconReport,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from "@tabler/icons-react";

// Explicit imports keep the bundle to the icons the menu uses (MENU_TREE icon names).
const ICONS: Record<string, Icon> = {
  Bell: IconBell,
  Binoculars: IconBinoculars,
  Building: IconBuilding,
  BuildingBank: IconBuildingBank,
  BuildingFactory2: IconBuildingFactory2,
  ChartLine: IconChartLine,
  Checklist: IconChecklist,
  Components: IconComponents,
  LayoutDashboard: IconLayoutDashboard,
  ListCheck: IconListCheck,
  MessageReport: IconMessageReport,
  Report: IconReport,
  Settings: IconSettings,
  ShieldLock: IconShieldLock,
  Users: IconUsers,
};

/** A sidebar icon by its Tabler name without the `Icon` prefix; unknown names get a dot. */
export function MenuIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Component = ICONS[name] ?? IconPoint;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
