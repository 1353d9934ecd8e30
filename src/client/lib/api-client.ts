import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one way the app talks to the server (docs/product-spec.md, sections 7 and 8): cookies always sent, a JSON content
 * type only with a JSON body, and a non-OK reply becomes an error whose message is `${status}: ${body or statusText}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request and returns the raw Response once it is OK (for downloads: ZIP, PNG, CSV). */
export async function apiFetch(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', signal };
  if (body instanceof FormData) {
    // The browser writes the multipart boundary itself; setting the header by hand would break it.
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

/** Sends a request and parses the JSON reply (null when the reply has no body). */
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await apiFetch(method, url, body, signal);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A multipart upload that reports its progress (fetch cannot): the same rules as apiRequest. A network failure
 * rejects with a TypeError, as fetch's does, so retries treat both alike; an abort rejects with an AbortError.
 */
export function apiUpload<T>(url: string, form: FormData, opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) opts.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
        } catch (error) {
          reject(error);
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (opts.signal?.aborted) return xhr.onabort(new ProgressEvent('abort'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

/** The status of a failed call, or undefined for network and other failures. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The server's `{ message }` from a failed call, for toasts; the fallback when there is none
 * (network failure, an HTML error page from a proxy, a 5xx without details).
 */
/** The server's stable error code beside its message (shared/error-codes.ts), when it gave one. */
export function serverCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string') return parsed.code;
  } catch {
    // Not JSON: no code.
  }
  return undefined;
}

export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) {
      return parsed.message;
    }
  } catch {
    // Not JSON: fall through to the fallback rather than showing markup to the user.
  }
  return fallback;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The path a query key stands for: its parts joined by '/', later parts URL-encoded (usernames, slugs, ids). */
export function keyToPath(queryKey: readonly unknown[]): string {
  const [head, ...rest] = queryKey;
  return [String(head), ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}

/** The default read: GET on the query key's path, parsed as JSON. A 401 throws or gives null as asked. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', keyToPath(queryKey), undefined, signal);
    } catch (error) {
      if (on401 === 'returnNull' && errorStatus(error) === 401) return null;
      throw error;
    }
  };
}
