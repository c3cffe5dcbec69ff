/**
 * The designers' calls to the server (shared/contracts/basket.ts): uploads with progress, live
 * quotes, and the basket item the design becomes. Every answer is read as success or API error.
 */
import type {
  BasketItemRequest,
  BasketItemResponse,
  DesignerQuoteRequest,
  DesignerQuoteResponse,
  DesignUploadResponse,
} from '../../../shared/contracts/basket';
import { upload } from '../toolbox/upload';

export type ApiOutcome<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string | undefined; code: string | undefined };

export interface ShopHeaders {
  channel: string;
  market: string;
}

const headersOf = (shop: ShopHeaders) => ({ 'X-Channel': shop.channel, 'X-Locale': shop.market });

async function call<T>(
  shop: ShopHeaders,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiOutcome<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { ...headersOf(shop), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
    const json = (await response.json().catch(() => null)) as
      | (T & { error?: { code?: string; message?: string } })
      | null;
    if (response.ok && json) return { ok: true, status: response.status, body: json };
    return {
      ok: false,
      status: response.status,
      message: typeof json?.error?.message === 'string' ? json.error.message : undefined,
      code: typeof json?.error?.code === 'string' ? json.error.code : undefined,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: undefined, code: undefined };
  }
}

export async function uploadPhoto(
  shop: ShopHeaders,
  file: File,
  onProgress: (share: number) => void,
): Promise<ApiOutcome<DesignUploadResponse>> {
  const outcome = await upload<DesignUploadResponse>({
    url: '/web-api/design-uploads',
    files: [file],
    fields: {},
    headers: headersOf(shop),
    onProgress,
  });
  return outcome.ok
    ? { ok: true, status: 201, body: outcome.body }
    : { ok: false, status: outcome.status, message: outcome.error?.message, code: outcome.error?.code };
}

export const fetchQuote = (shop: ShopHeaders, request: DesignerQuoteRequest, signal: AbortSignal) =>
  call<DesignerQuoteResponse>(shop, 'POST', '/web-api/designer/quote', request, signal);

export const addBasketItem = (shop: ShopHeaders, request: BasketItemRequest) =>
  call<BasketItemResponse>(shop, 'POST', '/web-api/basket/items', request);

export const saveBasketItem = (shop: ShopHeaders, id: string, request: BasketItemRequest) =>
  call<BasketItemResponse>(shop, 'PUT', `/web-api/basket/items/${encodeURIComponent(id)}`, request);

export const loadBasketItem = (shop: ShopHeaders, id: string) =>
  call<Pick<BasketItemResponse, 'item'>>(shop, 'GET', `/web-api/basket/items/${encodeURIComponent(id)}`);

/** bytes of an upload brought back in edit mode: its pixel size is the preview's, not the original's. */
export const RESTORED_BYTES = -1;

function naturalSize(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/**
 * An upload of this shopper by id (edit mode). The basket item names only the upload, so its
 * preview (owner only) is read for its shape; null when the server no longer has it (cleaned up),
 * and the shopper uploads the photo again. The print advice is not shown for it: the original's
 * pixel size is not known here.
 */
export async function restoreUpload(id: string): Promise<DesignUploadResponse['upload'] | null> {
  const previewUrl = `/web-api/design-uploads/${encodeURIComponent(id)}/preview`;
  const size = await naturalSize(`${previewUrl}?w=1024`);
  if (!size) return null;
  return {
    id,
    width: size.width,
    height: size.height,
    mime: 'image/webp',
    bytes: RESTORED_BYTES,
    previewUrl,
  };
}

/** All uploads of a design that can still be restored, in the design's order. */
export async function restoreUploads(ids: readonly string[]): Promise<DesignUploadResponse['upload'][]> {
  const found = await Promise.all(ids.map((id) => restoreUpload(id)));
  return found.filter((u): u is DesignUploadResponse['upload'] => u !== null);
}
