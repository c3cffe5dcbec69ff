/**
 * Reads a multipart upload: files streamed to the job folder under a size limit (never buffered
 * whole in memory), short text fields kept. Each file is identified by its first bytes.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { type Sniffed, sniff } from './sniff';

export interface UploadedFile {
  path: string;
  /** The name the browser gave, for the download's name only; never used as a path. */
  name: string;
  bytes: number;
  kind: Sniffed;
}

export interface Upload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

export type UploadProblem =
  | 'not_multipart'
  | 'file_too_large'
  | 'too_many_files'
  | 'invalid_option'
  | 'malformed_upload';

export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

const HEAD_BYTES = 64;

export async function readUpload(request: FastifyRequest, dir: string, maxFiles: number): Promise<Upload> {
  if (!request.isMultipart()) throw new UploadError('not_multipart');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (files.length >= maxFiles) throw new UploadError('too_many_files');
      const path = join(dir, `upload-${files.length}`);
      let head = Buffer.alloc(0);
      let bytes = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < HEAD_BYTES)
            head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, measure, createWriteStream(path));
      if (part.file.truncated) throw new UploadError('file_too_large');
      files.push({ path, name: part.filename ?? '', bytes, kind: sniff(head) });
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError('file_too_large');
    if (code === 'FST_FILES_LIMIT') throw new UploadError('too_many_files');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new UploadError('invalid_option');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new UploadError('not_multipart');
    if (code === 'FST_PROTO_VIOLATION') throw new UploadError('invalid_option');
    // A broken multipart body (bad boundary, cut off mid-part) is the client's fault, not ours.
    throw new UploadError('malformed_upload');
  }
  return { files, fields };
}
