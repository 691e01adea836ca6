import { notifications } from "@mantine/notifications";
import { isApiError } from "./api-client";
import { wantToasts } from "./toasts-mount";

/**
 * The one error toast: the server's message (already in the user's language); a request cancelled by
 * navigation is not an error the user needs to see.
 */
export const notifyError = (error: unknown): void => {
  if (isApiError(error) && error.canceled) return;
  wantToasts();
  notifications.show({ color: "red", message: error instanceof Error ? error.message : String(error) });
};

export const notifySuccess = (message: string): void => {
  wantToasts();
  notifications.show({ color: "green", message });
};
