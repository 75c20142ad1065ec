import { AVATAR_TEXTS } from '@cairn/domain/account/avatar.constants';
import type { FastifyRequest } from 'fastify';
import { invalidField } from './errors.ts';

/**
 * The request's `file` field in memory (at most the scope's multipart `fileSize`: 5 MB for
 * pictures); 422 on `file` when it is missing or larger. Avatars and logos read uploads with it.
 */
export async function uploadedImageBytes(request: FastifyRequest): Promise<Buffer> {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (file?.fieldname !== 'file') throw invalidField('file', AVATAR_TEXTS.fileRequired);
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField('file', AVATAR_TEXTS.tooLarge);
    }
    throw error;
  }
}
