import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from "@mantine/core";

const fontFamily = "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

// Mantine's palettes with shades 6 to 9 darkened where they fall short on white (WCAG 2.1 AA): shade 6
// at least 3:1 (chart slices, icons, large text), shade 8 at least 5:1 and 4.6:1 on its own light tint
// (filled buttons with white text, links, the text of light badges and alerts), shade 9 darker still.
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
    "#e93c3c",
    "#ca2c2c",
    "#af2525",
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
    "#5738b4",
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
    "#186cba",
    "#165d9f",
  ],
  cyan: [
    "#e3fafc",
    "#c5f6fa",
    "#99e9f2",
    "#66d9e8",
    "#3bc9db",
    "#22b8cf",
    "#14a0b4",
    "#0f8a9d",
    "#0b7587",
    "#0a6475",
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
    "#087b57",
    "#07694c",
  ],
  green: [
    "#ebfbee",
    "#d3f9d8",
    "#b2f2bb",
    "#8ce99a",
    "#69db7c",
    "#51cf66",
    "#37a54b",
    "#2d903e",
    "#257b35",
    "#21692f",
  ],
  lime: [
    "#f4fce3",
    "#e9fac8",
    "#d8f5a2",
    "#c0eb75",
    "#a9e34b",
    "#94d82d",
    "#68a118",
    "#588c11",
    "#48770b",
    "#3f6609",
  ],
  yellow: [
    "#fff9db",
    "#fff3bf",
    "#ffec99",
    "#ffe066",
    "#ffd43b",
    "#fcc419",
    "#c08804",
    "#ae7100",
    "#9c5b00",
    "#8c4900",
  ],
  orange: [
    "#fff4e6",
    "#ffe8cc",
    "#ffd8a8",
    "#ffc078",
    "#ffa94d",
    "#ff922b",
    "#e47112",
    "#d45906",
    "#b74609",
    "#a3360b",
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

/** Dimmed text is gray 7 (8:1 on white) instead of Mantine's gray 6 (3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { "--mantine-color-dimmed": theme.colors.gray[7] },
  dark: {},
});

/** The theme for a language: every modal's and drawer's close button is named in that language. */
export const createAppTheme = (closeLabel: string) =>
  createTheme({
    colors: { ...DEFAULT_THEME.colors, ...ACCESSIBLE_COLORS },
    primaryColor: "blue",
    // Filled buttons, links, focus and the primary's light variant use shade 8 (5.4:1 on white).
    primaryShade: 8,
    fontFamily,
    headings: { fontFamily },
    defaultRadius: "md",
    components: {
      // Plain objects, not Modal.extend: importing Modal and Drawer here would put them in the first load.
      Modal: { defaultProps: { closeButtonProps: { "aria-label": closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { "aria-label": closeLabel } } },
    },
  });
