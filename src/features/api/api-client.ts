// The zod-free modules of the contracts: this client is part of every page's first load.
import { API_CODE, LOGIN_FAILURE } from '@site/contracts/src/api-codes';
import type { FieldError } from '@site/contracts';
import type { Locale } from '@site/routing';
import { publicConfig } from '../../config/public-config';
import { reportChunkError } from '../app-shell/chunk-reload';
import type { FatalError } from '../errors/fatal-error';
import { sessionStore } from '../session/session-store';

export type ApiResult<T> =
  | { ok: true; data: T; msg: string }
  | {
      ok: false;
      code: number;
      msg: string;
      data: unknown;
      fieldErrors: FieldError[];
      /** HTTP status of the answer; 0 when none came (network failure). */
      status: number;
    };

/** What the client needs of a schema that checks `data`; every zod schema has it. */
export interface DataSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiRequest<T> {
  method: 'GET' | 'POST' | 'PUT';
  /** Path below the API base, e.g. '/auth/login'. */
  path: string;
  body?: unknown;
  /**
   * Checks `data` of a successful answer. A loader (`() => import(...)`) keeps the schema
   * and zod out of the caller's chunk; it is fetched alongside the request.
   */
  schema?: DataSchema<T> | (() => Promise<DataSchema<T>>);
  /** Envelope codes the calling screen shows itself (no toast). */
  silentCodes?: readonly number[];
  /**
   * The calling screen shows its own failure toast: no generic toast for envelope codes,
   * HTTP errors or network failures (session expiry still applies).
   */
  ownFailureToast?: boolean;
  /** The page cannot work without this answer: a network failure shows the error page. */
  critical?: boolean;
  /** Fire-and-forget calls (page visits): no toast, no dialog, no error page. */
  background?: boolean;
  /** Keeps the request alive while the page unloads. */
  keepalive?: boolean;
  /** Sent without the member's token: nothing in the request links it to a reader (page visits). */
  anonymous?: boolean;
  /**
   * The login call: the browser sends and keeps the API's device cookie (HttpOnly, on the
   * login path only), which lets it in while strangers' guesses shut unknown clients out.
   * Every other call goes without cookies.
   */
  deviceCookie?: boolean;
}

/** What the client does with failures; bound to toasts, dialogs and the error page by `useApiClient`. */
export interface ApiHandlers {
  locale: Locale;
  errorToast: (message: string) => void;
  fatal: (error: FatalError) => void;
  /**
   * Translated fallback texts for failures without a usable message: no network, a service
   * that is down (HTTP 5xx), anything else.
   */
  messages: { network: string; unavailable: string; unknown: string };
}

const LOGIN_PATH = 'website/auth/login';
const LOGIN_SILENT_MESSAGES: readonly string[] = [LOGIN_FAILURE.credentials, LOGIN_FAILURE.consentRequired];

interface RawEnvelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** Spec section 8: an HTTP error shows `data.msg` (its first entry if an array), else `msg`. */
export function httpErrorMessage(envelope: RawEnvelope, fallback: string): string {
  const data = envelope.data as { msg?: unknown } | undefined;
  const dataMsg = data && typeof data === 'object' && !Array.isArray(data) ? data.msg : undefined;
  if (Array.isArray(dataMsg) && typeof dataMsg[0] === 'string') return dataMsg[0];
  if (typeof dataMsg === 'string' && dataMsg) return dataMsg;
  return typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : fallback;
}

/** `FieldErrorSchema` of the contracts, checked by hand so that zod stays out of the app shell. */
function isFieldError(entry: unknown): entry is FieldError {
  if (typeof entry !== 'object' || entry === null) return false;
  const { field, message } = entry as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isFieldError).map(({ field, message }) => ({ field, message }));
}

/** The login call's wrong-credentials and consent-required answers are the login screen's business. */
export function isSilentLoginFailure(url: string, code: number, msg: string): boolean {
  return url.includes(LOGIN_PATH) && code === API_CODE.loginFailed && LOGIN_SILENT_MESSAGES.includes(msg);
}

/**
 * The one HTTP client of the site: every call goes to `/website/*` on the site origin with
 * `clientId`, `x-locale` and, for members, `Authorization: Bearer`. Failures are turned into
 * what the spec asks for (section 8) here, so screens only deal with their own answers.
 */
export async function apiRequest<T>(handlers: ApiHandlers, request: ApiRequest<T>): Promise<ApiResult<T>> {
  const url = `${publicConfig.apiBase}${request.path}`;
  const token = request.anonymous ? null : sessionStore.token();
  const headers: Record<string, string> = { clientId: publicConfig.clientId, 'x-locale': handlers.locale };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const quiet = request.background === true;
  // A lazily loaded schema downloads while the request is on its way.
  const schema = typeof request.schema === 'function' ? request.schema() : request.schema;
  // Nobody may wait for it when the request fails first.
  if (schema instanceof Promise) schema.catch(() => undefined);
  let status = 0;
  const fail = (code: number, msg: string, data: unknown = undefined): ApiResult<T> => ({
    ok: false,
    code,
    msg,
    data,
    fieldErrors: fieldErrorsOf(data),
    status,
  });

  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      keepalive: request.keepalive,
      credentials: request.deviceCookie ? 'same-origin' : 'omit',
    });
  } catch {
    if (!quiet) {
      if (request.critical) handlers.fatal({ statusCode: 0, message: handlers.messages.network });
      else if (!request.ownFailureToast) handlers.errorToast(handlers.messages.network);
    }
    return fail(0, handlers.messages.network);
  }

  status = response.status;
  let envelope: RawEnvelope = {};
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') envelope = body as RawEnvelope;
  } catch {
    // A proxy's HTML error page or an empty body: handled below by the HTTP status.
  }
  const code = typeof envelope.code === 'number' ? envelope.code : response.status;
  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';

  if (!response.ok) {
    // Spec section 8: an HTTP error, 5xx included, is a toast with the server's message; the
    // screen stays as it is, so a form keeps what was typed and can be sent again.
    const fallback = response.status >= 500 ? handlers.messages.unavailable : handlers.messages.unknown;
    const message = httpErrorMessage(envelope, fallback);
    if (quiet || isSilentLoginFailure(url, code, msg)) return fail(code, msg, envelope.data);
    if (response.status === 401 && token) {
      // Only the session the request was made with can expire: a 401 arriving after the
      // reader logged out (or logged in anew) belongs to a token that is already gone.
      if (sessionStore.token() === token) sessionStore.expire();
    } else if (!request.ownFailureToast) {
      handlers.errorToast(message);
    }
    return fail(code, message, envelope.data);
  }

  if (code !== API_CODE.ok) {
    const silent =
      quiet ||
      request.ownFailureToast ||
      request.silentCodes?.includes(code) ||
      isSilentLoginFailure(url, code, msg);
    if (!silent) handlers.errorToast(msg || handlers.messages.unknown);
    return fail(code, msg, envelope.data);
  }

  if (!schema) return { ok: true, data: envelope.data as T, msg };
  let parsed: ReturnType<DataSchema<T>['safeParse']>;
  try {
    parsed = (await schema).safeParse(envelope.data);
  } catch (error) {
    // The schema's chunk did not load: a new release replaced it (reload) or the network failed.
    reportChunkError(error);
    if (!quiet && !request.ownFailureToast) handlers.errorToast(handlers.messages.network);
    return fail(0, handlers.messages.network);
  }
  if (!parsed.success) {
    if (!quiet && !request.ownFailureToast) handlers.errorToast(handlers.messages.unknown);
    return fail(API_CODE.serverError, handlers.messages.unknown);
  }
  return { ok: true, data: parsed.data, msg };
}
