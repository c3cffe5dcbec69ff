/**
 * Sends files to a toolbox endpoint with upload progress (fetch cannot report it; XMLHttpRequest
 * can) and reads the JSON answer, success or API error alike.
 */
export type ToolboxTool = 'convert-file' | 'optimize-image' | 'convert-pdf' | 'print-advice';

export const ENDPOINTS: Readonly<Record<ToolboxTool, string>> = {
  'convert-file': '/web-api/toolbox-convert-file',
  'optimize-image': '/web-api/toolbox-optimize-image',
  'convert-pdf': '/web-api/toolbox-convert-pdf',
  'print-advice': '/web-api/toolbox-print-advice',
};

export interface ApiFailure {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export type UploadOutcome<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; error: ApiFailure['error'] | undefined };

export interface UploadRequest {
  url: string;
  files: readonly File[];
  fields: Record<string, string>;
  headers: Record<string, string>;
  /** Share of the upload sent, 0 to 1; reaches 1 when the server starts processing. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}

export function upload<T>(request: UploadRequest): Promise<UploadOutcome<T>> {
  return new Promise((resolve) => {
    const body = new FormData();
    // Fields first: the server knows the settings before the files arrive.
    for (const [key, value] of Object.entries(request.fields)) body.append(key, value);
    for (const file of request.files) body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [key, value] of Object.entries(request.headers)) xhr.setRequestHeader(key, value);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => request.onProgress(1));
    xhr.addEventListener('load', () => {
      const json = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300 && json && typeof json === 'object') {
        resolve({ ok: true, body: json as T });
        return;
      }
      const error = (json as Partial<ApiFailure> | null)?.error;
      resolve({
        ok: false,
        status: xhr.status,
        error: typeof error?.message === 'string' ? error : undefined,
      });
    });
    const failed = () => resolve({ ok: false, status: 0, error: undefined });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The answer of the print-resolution advisor (server/toolbox/routes.ts). */
export interface PrintAdviceAnswer {
  photo: { format: string; width: number; height: number; megapixels: number };
  unit: 'cm' | 'in';
  products: {
    material: string;
    label: string;
    sharpUpTo: { value: string; label: string } | null;
    summary: string;
    formats: { value: string; label: string; dpi: number; rating: 'good' | 'fair' | 'poor' }[];
  }[];
}

/** The answer of conversion, optimisation and PDF. */
export interface ToolResultAnswer {
  id: string;
  filename: string;
  contentType: string;
  bytes: number;
  download: string;
  preview: string;
  width?: number;
  height?: number;
  pages?: number;
  originalBytes?: number;
}

export interface ToolboxFormats {
  reads: string[];
  writes: string[];
  heic: { read: boolean; write: boolean };
  limits: { maxFileBytes: number; maxFiles: number; maxPixels: number; keepMinutes: number };
}
