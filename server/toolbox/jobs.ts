/**
 * What the routes hand the worker pool and what comes back. Plain data only: tasks cross a thread
 * boundary. Every path is one the server created in its own temporary folder.
 */

/** Formats the toolbox writes. `heic` only where libheif can encode HEVC (see capabilities.ts). */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'tiff' | 'avif' | 'heic';

export interface ProcessedFile {
  path: string;
  /** Written next to the result: a small JPEG the browser can always show. */
  previewPath: string;
  contentType: string;
  extension: string;
  bytes: number;
  width: number;
  height: number;
}

/** What every task may spend (issue 34 item 5). */
export interface TaskLimits {
  /** libvips stops a pipeline that runs longer than this (sharp's timeout); 0 = no limit. */
  timeoutSeconds?: number;
}

export interface InspectTask extends TaskLimits {
  kind: 'inspect';
  input: string;
  maxPixels: number;
}

export interface ConvertTask extends TaskLimits {
  kind: 'convert';
  input: string;
  output: string;
  preview: string;
  maxPixels: number;
  format: OutputFormat;
  quality: number;
}

export interface OptimizeTask extends TaskLimits {
  kind: 'optimize';
  input: string;
  output: string;
  preview: string;
  maxPixels: number;
  format: 'jpeg' | 'webp' | 'png' | 'avif';
  /** Longest side in pixels; the image is never enlarged. */
  maxSide?: number | undefined;
  /** Largest file size in bytes: quality (and, if need be, size) steps down until it fits. */
  maxBytes?: number | undefined;
  quality: number;
}

export interface PdfTask extends TaskLimits {
  kind: 'pdf';
  inputs: string[];
  output: string;
  preview: string;
  maxPixels: number;
  page: 'a4' | 'letter';
}

export type ToolboxTask = InspectTask | ConvertTask | OptimizeTask | PdfTask;

export interface ImageFacts {
  format: string;
  width: number;
  height: number;
  /** Width and height as the photo is seen (EXIF orientation applied). */
  orientedWidth: number;
  orientedHeight: number;
  hasProfile: boolean;
}

/** What a task cost, for the per-client work budget (issue 34 item 5). */
export interface TaskWork {
  /** Pixels decoded: every full decode of an input counts its declared width x height. */
  pixels: number;
  /** Time the worker spent on the task (one libvips thread per worker, so this is its CPU time). */
  ms: number;
}

export type TaskResult =
  | { ok: true; facts: ImageFacts[]; file?: ProcessedFile; pages?: number; work?: TaskWork }
  | { ok: false; code: ToolboxFailure; detail: string; work?: TaskWork };

/** Reasons a task refuses an input; each maps to a 4xx in errors.ts. */
export type ToolboxFailure =
  | 'image_too_large'
  | 'corrupt_image'
  | 'unsupported_type'
  | 'budget_unreachable'
  | 'too_slow';
