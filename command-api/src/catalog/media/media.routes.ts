import type { RequestHandler } from 'express';
import multer from 'multer';
import { idempotency } from '@decorlook/infra/http/idempotency';
import { ImageTooLarge, MAX_UPLOAD_BYTES, MESSAGES, ValidationFailed, mediaUploadInput, type FieldErrors } from '@decorlook/domain';
import type { Handlers } from '@decorlook/infra/http/operations-router';
import { metadataFor } from '@decorlook/infra/http/request-context';
import { parseInput } from '@decorlook/infra/http/validate';
import { perClientLimit } from '@decorlook/infra/identity/rate-limit';
import type { Platform } from '@decorlook/infra/platform';
import { presentMedia } from './load-media';
import { uploadMedia } from './upload-media';

/** Room for the multipart framing and the text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const ONE_FILE = 'Please send one file, in the field "file".';
const UNREADABLE = 'The upload could not be read: send it as multipart/form-data with the picture in the field "file".';

/**
 * Receives the multipart body into memory, at most MAX_UPLOAD_BYTES of file: a body announcing
 * more is refused before it is read, and one that turns out larger is cut off while it streams.
 * A refused upload closes the connection, so the rest of the body is not taken in.
 */
function receiveUpload(): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } }).single('file');
  return (req, res, next) => {
    const tooLarge = () => {
      res.set('Connection', 'close');
      next(new ImageTooLarge());
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) return tooLarge();
    upload(req, res, (err?: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return tooLarge();
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return next(ValidationFailed.field(err.field || 'file', ONE_FILE, MESSAGES.invalidData));
        return next(new ValidationFailed({ file: [UNREADABLE] }, MESSAGES.invalidData));
      }
      // busboy's own refusals: a broken or truncated multipart body.
      next(new ValidationFailed({ file: [UNREADABLE] }, MESSAGES.invalidData));
    });
  };
}

/** `POST /v1/media` (multipart: `file`, `type`): a signed-in person's upload, answered with its media record. */
export function mediaWrites(platform: Platform): Handlers<'command'> {
  return {
    uploadMedia: {
      // Idempotency-Key is checked again once the parts are read (the /v1 middleware passed it on).
      use: [perClientLimit(platform.pool, 'media', platform.settings.rateLimitPerMinute), receiveUpload(), idempotency(platform.pool)],
      handle: async ({ req, res }) => {
        const errors: FieldErrors = {};
        let type: ReturnType<typeof mediaUploadInput.parse>['type'] | undefined;
        try {
          type = parseInput(mediaUploadInput, req.body).type;
        } catch (err) {
          if (!(err instanceof ValidationFailed)) throw err;
          Object.assign(errors, err.errors);
        }
        if (!req.file) errors.file = [MESSAGES.required];
        if (!type || !req.file) throw new ValidationFailed(errors, MESSAGES.invalidData);
        const r = await uploadMedia(platform, { userId: req.ctx.userId as number, type, bytes: req.file.buffer, meta: metadataFor(req.ctx) });
        res
          .set('X-Event-Position', String(r.position))
          .status(r.created ? 201 : 200)
          .json({ result: presentMedia(r.media) });
      },
    },
  };
}
