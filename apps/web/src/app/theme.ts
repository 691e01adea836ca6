import { createTheme } from "@mantine/core";

const fontFamily = "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: "blue",
  fontFamily,
  headings: { fontFamily },
  defaultRadius: "md",
});
