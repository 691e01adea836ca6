import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from "@mantine/core";

const fontFamily = "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

// Mantine's palettes with shades 6 to 9 darkened where they fall short on white (WCAG 2.1 AA): shade 6
// at least 3:1 (chart slices, icons, large text), shade 8 at least 5:1 on white and 4.6:1 on its own
// light tint over a striped or hovered table row (filled buttons with white text, links, the text of
// light buttons, badges and alerts), shade 9 darker still.
// Hues stay, so every status keeps its colour: green done, yellow to lime in progress, red late.
const ACCESSIBLE_COLORS: Record<string, MantineColorsTuple> = {
  red: [
    "#fff5f5",
    "#ffe3e3",
    "#ffc9c9",
    "#ffa8a8",
    "#ff8787",
    "#ff6b6b",
    "#fa5252",
    "#ea3c3c",
    "#b92828",
    "#9f2121",
  ],
  pink: [
    "#fff0f6",
    "#ffdeeb",
    "#fcc2d7",
    "#faa2c1",
    "#f783ac",
    "#f06595",
    "#e64980",
    "#d6336c",
    "#b62356",
    "#a61e4d",
  ],
  grape: [
    "#f8f0fc",
    "#f3d9fa",
    "#eebefa",
    "#e599f7",
    "#da77f2",
    "#cc5de8",
    "#be4bdb",
    "#ae3ec9",
    "#9734b0",
    "#862e9c",
  ],
  violet: [
    "#f3f0ff",
    "#e5dbff",
    "#d0bfff",
    "#b197fc",
    "#9775fa",
    "#845ef7",
    "#7950f2",
    "#7048e8",
    "#6741d9",
    "#5838b5",
  ],
  indigo: [
    "#edf2ff",
    "#dbe4ff",
    "#bac8ff",
    "#91a7ff",
    "#748ffc",
    "#5c7cfa",
    "#4c6ef5",
    "#4263eb",
    "#3857d1",
    "#3148b6",
  ],
  blue: [
    "#e7f5ff",
    "#d0ebff",
    "#a5d8ff",
    "#74c0fc",
    "#4dabf7",
    "#339af0",
    "#228be6",
    "#1c7ed6",
    "#1664ac",
    "#145591",
  ],
  cyan: [
    "#e3fafc",
    "#c5f6fa",
    "#99e9f2",
    "#66d9e8",
    "#3bc9db",
    "#22b8cf",
    "#14a1b4",
    "#0f8b9e",
    "#0a6c7c",
    "#095c6b",
  ],
  teal: [
    "#e6fcf5",
    "#c3fae8",
    "#96f2d7",
    "#63e6be",
    "#38d9a9",
    "#20c997",
    "#10a679",
    "#0a9068",
    "#077050",
    "#066045",
  ],
  green: [
    "#ebfbee",
    "#d3f9d8",
    "#b2f2bb",
    "#8ce99a",
    "#69db7c",
    "#51cf66",
    "#37a64b",
    "#2d913f",
    "#227131",
    "#1e602b",
  ],
  lime: [
    "#f4fce3",
    "#e9fac8",
    "#d8f5a2",
    "#c0eb75",
    "#a9e34b",
    "#94d82d",
    "#69a218",
    "#598d11",
    "#436e0a",
    "#3a5d08",
  ],
  yellow: [
    "#fff9db",
    "#fff3bf",
    "#ffec99",
    "#ffe066",
    "#ffd43b",
    "#fcc419",
    "#c08804",
    "#af7200",
    "#905400",
    "#824300",
  ],
  orange: [
    "#fff4e6",
    "#ffe8cc",
    "#ffd8a8",
    "#ffc078",
    "#ffa94d",
    "#ff922b",
    "#e57212",
    "#d45906",
    "#a84109",
    "#95310a",
  ],
};

/**
 * Chart marks of the milestone status bands and of the ratings, from "nothing done" (grey, red) to
 * "done" (green), each at least 3:1 on white. Colour is never alone: every chart has a legend with the
 * band's name and count, and a table of the same figures.
 */
export const BAND_CHART_COLORS = {
  not_started: "gray.6",
  in_progress_below_twenty_percent: "red.6",
  in_progress_below_fourty_percent: "orange.6",
  in_progress_below_sixty_percent: "yellow.6",
  in_progress_below_eighty_percent: "lime.6",
  in_progress_below_hundred_percent: "teal.6",
  completed_and_achieved: "green.8",
} as const;

export const RATING_CHART_COLORS: readonly string[] = [
  "gray.6",
  "red.6",
  "orange.6",
  "yellow.6",
  "lime.6",
  "green.8",
];

/**
 * Dimmed text is gray 7 (8:1 on white) instead of Mantine's gray 6 (3.3:1); field errors are red 8;
 * placeholders (the file picker's is text, not an input's hint) a grey between the two at 4.7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": theme.colors.gray[7],
    "--mantine-color-error": theme.colors.red[8],
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});

/** The theme for a language: every modal's and drawer's close button is named in that language. */
export const createAppTheme = (closeLabel: string) =>
  createTheme({
    colors: { ...DEFAULT_THEME.colors, ...ACCESSIBLE_COLORS },
    primaryColor: "blue",
    // Filled buttons, links, focus and the primary's light variant use shade 8 (over 5:1 on white).
    primaryShade: 8,
    fontFamily,
    headings: { fontFamily },
    defaultRadius: "md",
    components: {
      // Plain objects, not Modal.extend: importing Modal and Drawer here would put them in the first load.
      Modal: { defaultProps: { closeButtonProps: { "aria-label": closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { "aria-label": closeLabel } } },
      // A badge is never cut: its label keeps its text's width (overflow visible) and it never shrinks
      // in a row, so a table column grows (or the table scrolls) instead of showing «मूल्या…».
      Badge: { styles: { root: { flexShrink: 0 }, label: { overflow: "visible" } } },
    },
  });

/** The lines of an office's month-by-month trend: completed (the band's green) and in progress. */
export const TREND_CHART_COLORS = { completed: "green.8", in_progress: "blue.7" } as const;

/**
 * The lines of a project's S-curve: physical in blue, financial in orange (each at least 3:1 on white);
 * planned dashed, achieved solid, so the two never rely on colour alone.
 */
export const S_CURVE_COLORS = { physical: "blue.7", financial: "orange.8" } as const;

/** The NPC's achievement bands of projects: >= 80 green, 50-79 yellow, < 50 red, unknown grey. */
export const NPC_BAND_CHART_COLORS = {
  npc_80_plus: "green.8",
  npc_50_to_79: "yellow.6",
  npc_below_50: "red.6",
  npc_unknown: "gray.6",
} as const;

/** The dashboard's project schedule slices: on track green, behind red, not reported grey. */
export const SCHEDULE_CHART_COLORS = {
  on_track: "green.8",
  behind_schedule: "red.6",
  not_reported: "gray.6",
} as const;

/**
 * The daily budgetary analysis: current expense in blue, capital in orange; this year solid, the same
 * date a year before dashed, so the lines never rely on colour alone.
 */
export const BUDGETARY_CHART_COLORS = { current: "blue.7", capital: "orange.8" } as const;
