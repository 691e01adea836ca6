import {
  type TEnvelope,
  type TErrorBody,
  type TSetupBlock,
  type TSheetProblem,
  ZSheetRefusal,
} from "@pragati/domain/contract";
import { useAuthStore } from "../state/auth-store";
import { currentFiscalYearId } from "../state/fiscal-year-store";
import { useSetupStore } from "../state/setup-store";
import { useUiStore } from "../state/ui-store";
import { i18n } from "./i18n";

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly (string | number)[]>;
type FieldErrors = Record<string, string[]>;

// Read from any failed response, so every field may be missing.
type ErrorBody = Partial<TErrorBody>;

const CANCELED_MESSAGE = "Request canceled";

/** Every failed call. `message` and `fieldErrors` are already in the current language. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly canceled: boolean;
  /** The error body as sent, for refusals that carry more than field errors (the bulk upload's rows). */
  readonly body: unknown;

  constructor(params: {
    status: number;
    message: string;
    fieldErrors?: FieldErrors;
    canceled?: boolean;
    body?: unknown;
  }) {
    super(params.message);
    this.name = "ApiError";
    this.status = params.status;
    this.fieldErrors = params.fieldErrors ?? {};
    this.canceled = params.canceled ?? false;
    this.body = params.body ?? null;
  }

  /** Field errors joined for display under each field (PRODUCT.md section 13). */
  fieldMessage(field: string): string | undefined {
    const list = this.fieldErrors[field];
    // Joined by commas (SPEC.md section 5); a sentence's own full stop would sit before each comma.
    return list && list.length > 0 ? list.map((m) => m.replace(/[।.]\s*$/, "")).join(", ") : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The row/column problems of a refused spreadsheet upload (every bulk upload's 422), or null for any other failure. */
export const sheetProblemsOf = (error: unknown): TSheetProblem[] | null => {
  if (!isApiError(error) || error.status !== 422) return null;
  const refusal = ZSheetRefusal.safeParse(error.body);
  return refusal.success ? refusal.data.errors : null;
};

// One controller shared by every request; the router replaces it before each navigation.
let navigationController = new AbortController();

/** Cancels every in-flight request (called before every navigation, SPEC.md section 2). */
export const abortAllRequests = (): void => {
  navigationController.abort();
  navigationController = new AbortController();
};

const toPath = (path: string): string => {
  const trimmed = path.replace(/^\/+/, "");
  return `/${trimmed.startsWith("api/") ? trimmed : `api/${trimmed}`}`;
};

const toQueryString = (query: QueryParams): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, value === null ? "null" : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
};

const pickLocalized = (body: ErrorBody): { message: string | undefined; fieldErrors: FieldErrors } => {
  const np = useUiStore.getState().locale === "np";
  return {
    message: (np && body.message_np) || body.message,
    // Only a `{ field: [messages] }` object is field errors (a row list is read from `body`).
    fieldErrors: ([np && body.errors_np, body.errors].find(isRecord) as FieldErrors | undefined) ?? {},
  };
};

const readJson = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

let leavingSession = false;
const onUnauthorized = (): void => {
  // Several calls can fail with 401 at once; one reload is enough.
  if (leavingSession) return;
  leavingSession = true;
  useAuthStore.getState().reset();
  // A full load of /login drops every piece of in-memory state of the old session.
  window.location.assign("/login");
};

type RequestOptions = { query?: QueryParams; body?: unknown; signal?: AbortSignal };

/** Sends with the token (and `fiscal_year_id` on GET); answers the response and the token it went with. */
async function send(method: "GET" | "POST" | "DELETE", path: string, options: RequestOptions) {
  const token = useAuthStore.getState().token;
  const query =
    method === "GET" ? { ...options.query, fiscal_year_id: currentFiscalYearId() } : options.query;
  const url = toPath(path) + (query ? toQueryString(query) : "");
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  const signal = options.signal
    ? AbortSignal.any([navigationController.signal, options.signal])
    : navigationController.signal;

  try {
    const res = await fetch(url, {
      method,
      headers,
      credentials: "include",
      signal,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
    return { res, token };
  } catch (error) {
    if (signal.aborted || (error instanceof DOMException && error.name === "AbortError"))
      throw new ApiError({ status: 0, message: CANCELED_MESSAGE, canceled: true });
    throw new ApiError({ status: 0, message: i18n.t("common:errors.network") });
  }
}

/** The ApiError of a failed answer (whose JSON body, if any, is `body`). */
function failure(res: Response, body: unknown, token: string | null): ApiError {
  // Only a call made with a session means the session ended; a failed login is an ordinary 401.
  if (res.status === 401 && token) onUnauthorized();
  const { message, fieldErrors } = pickLocalized(isRecord(body) ? (body as ErrorBody) : {});
  return new ApiError({
    status: res.status,
    message: message ?? i18n.t(res.status >= 500 ? "common:errors.server" : "common:errors.unexpected"),
    fieldErrors,
    body,
  });
}

async function request<T>(method: "GET" | "POST" | "DELETE", path: string, options: RequestOptions = {}) {
  const { res, token } = await send(method, path, options);
  const body = await readJson(res);
  if (isRecord(body) && isRecord(body.setup)) useSetupStore.getState().setSetup(body.setup as TSetupBlock);

  if (res.ok && isRecord(body) && body.success !== false) return (body as TEnvelope<T>).response;
  throw failure(res, body, token);
}

/** A file the API serves behind the session (attachments); a plain link would go without the token. */
async function requestBlob(path: string, query?: QueryParams, signal?: AbortSignal): Promise<Blob> {
  const { res, token } = await send("GET", path, { query, signal });
  if (res.ok) return res.blob();
  throw failure(res, await readJson(res), token);
}

/** The one HTTP client (DESIGN.md, Web conventions). Each call resolves to the envelope's `response`. */
export const api = {
  get: <T>(path: string, query?: QueryParams, options?: { signal?: AbortSignal }) =>
    request<T>("GET", path, { query, signal: options?.signal }),
  post: <T>(path: string, body?: unknown, options?: { signal?: AbortSignal }) =>
    request<T>("POST", path, { body, signal: options?.signal }),
  delete: <T>(path: string, options?: { signal?: AbortSignal }) =>
    request<T>("DELETE", path, { signal: options?.signal }),
  blob: (path: string, options?: { query?: QueryParams; signal?: AbortSignal }) =>
    requestBlob(path, options?.query, options?.signal),
  /** Files posted as multipart under `field`: `files` for a record's attachments, `file` for one sheet. */
  upload: <T>(path: string, files: File | readonly File[], field = "files") => {
    const form = new FormData();
    for (const file of files instanceof File ? [files] : files) form.append(field, file, file.name);
    return request<T>("POST", path, { body: form });
  },
};
