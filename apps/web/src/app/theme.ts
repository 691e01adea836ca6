import { createTheme, Drawer, Modal } from "@mantine/core";

const fontFamily = "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The theme for a language: every modal's and drawer's close button is named in that language. */
export const createAppTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: "blue",
    fontFamily,
    headings: { fontFamily },
    defaultRadius: "md",
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": closeLabel } } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { "aria-label": closeLabel } } }),
    },
  });
