import { toDevanagariDigits } from "@pragati/domain/calendar";

/** Field errors in both languages: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error the services throw. The error plugin turns it into
 * `{ success: false, message, message_np, errors?, errors_np? }` with its status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageNp: string;
  readonly errors?: FieldErrors;
  readonly errorsNp?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(options: {
    status: number;
    message: string;
    messageNp: string;
    errors?: FieldErrors;
    errorsNp?: FieldErrors;
    headers?: Record<string, string>;
  }) {
    super(options.message);
    this.status = options.status;
    this.messageNp = options.messageNp;
    this.errors = options.errors;
    this.errorsNp = options.errorsNp;
    this.headers = options.headers;
  }
}

export type BilingualMessage = { en: string; np: string };

/** The one refusal of a request with its status and its message in both languages. */
export const refuse = (status: number, message: BilingualMessage) =>
  new AppError({ status, message: message.en, messageNp: message.np });

/** The record's state does not allow the request (409). */
export const conflict = (message: BilingualMessage) => refuse(409, message);

/** Collects field errors in both languages and throws one 422 when any were added. */
export class FieldErrorCollector {
  private readonly en: FieldErrors = {};
  private readonly np: FieldErrors = {};

  add(field: string, message: BilingualMessage): this {
    this.en[field] = [...(this.en[field] ?? []), message.en];
    this.np[field] = [...(this.np[field] ?? []), message.np];
    return this;
  }

  get empty(): boolean {
    return Object.keys(this.en).length === 0;
  }

  throwIfAny(): void {
    if (this.empty) return;
    throw new AppError({
      status: 422,
      message: "The given data was invalid.",
      messageNp: "दिइएको विवरण मान्य छैन।",
      errors: this.en,
      errorsNp: this.np,
    });
  }
}

export const unauthorized = () =>
  new AppError({
    status: 401,
    message: "Please log in to continue.",
    messageNp: "कृपया लगइन गर्नुहोस्।",
  });

export const forbidden = () =>
  new AppError({
    status: 403,
    message: "You do not have permission to do this.",
    messageNp: "तपाईंलाई यो कार्य गर्ने अनुमति छैन।",
  });

/** The data belongs to screens the role's menu does not hold (an admin removed them). */
export const notInMenu = () =>
  new AppError({
    status: 403,
    message: "Your role's menu does not include the screen this belongs to.",
    messageNp: "यो विवरण भएको पृष्ठ तपाईंको भूमिकाको मेनुमा छैन।",
  });

export const notFound = (what: BilingualMessage = { en: "Record", np: "विवरण" }) =>
  new AppError({ status: 404, message: `${what.en} not found.`, messageNp: `${what.np} भेटिएन।` });

/**
 * The record a lookup found, or a 404 naming it. Lookups scoped to the caller's offices answer null
 * outside the scope, so such ids are not found rather than forbidden.
 */
export const orNotFound = async <T>(
  found: T | null | undefined | PromiseLike<T | null | undefined>,
  what?: BilingualMessage,
): Promise<T> => {
  const row = await found;
  if (row == null) throw notFound(what);
  return row;
};

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError({
    status: 429,
    message: `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    messageNp: `धेरै पटक प्रयास भयो। ${toDevanagariDigits(Math.ceil(retryAfterSeconds / 60))} मिनेटपछि फेरि प्रयास गर्नुहोस्।`,
    headers: { "retry-after": String(retryAfterSeconds) },
  });
