import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button, Progress } from 'antd';
import { ACCEPTED_IMAGE_TYPES, useUploadMedia, type UploadProgress } from '../api/upload-media';

interface Props {
  /** The uploaded picture's media id (the form's value). */
  value?: number;
  onChange?: (mediaId: number | undefined) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/** Pick or drop a picture; it uploads at once with a progress bar, and its media id fills the form. */
export function UploadField({ value, onChange, id, 'aria-invalid': invalid }: Props) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadMedia('inspirationImage', setProgress);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProgress(null);
    setPreview(URL.createObjectURL(file));
    onChange?.(undefined);
    upload.mutate(file, { onSuccess: (media) => onChange?.(media.id) });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const percent = upload.isSuccess ? 100 : (progress?.percent ?? 0);

  return (
    <div
      className={`dash-upload${dragging ? ' is-dragging' : ''}${invalid ? ' is-invalid' : ''}${preview ? ' has-preview' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        className="dash-upload__input"
        tabIndex={-1}
        aria-describedby={hintId}
        aria-invalid={invalid}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {preview ? (
        <div className="dash-upload__preview">
          <img src={preview} alt="The picture you chose" />
          <div className="dash-upload__status">
            {upload.isError ? (
              <p className="dl-field-error" role="alert">
                {upload.error.message}
              </p>
            ) : (
              <>
                <Progress percent={percent} status={upload.isSuccess ? 'success' : 'active'} size="small" aria-label="Upload progress" />
                <p className="dash-upload__state" role="status">
                  {upload.isSuccess || value ? 'Uploaded' : `Uploading… ${percent}%`}
                </p>
              </>
            )}
            <Button size="small" onClick={() => input.current?.click()} disabled={upload.isPending}>
              Choose Another
            </Button>
          </div>
        </div>
      ) : (
        <button type="button" className="dash-upload__drop" onClick={() => input.current?.click()}>
          <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 16.5V19a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2.5M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="dash-upload__call">Drop a picture here or browse</span>
          {upload.isError && (
            <span className="dl-field-error" role="alert">
              {upload.error.message}
            </span>
          )}
        </button>
      )}
      <p id={hintId} className="dl-form__hint">
        JPEG, PNG, WebP or AVIF, up to 15 MB. Rooms and pieces you love, in good light.
      </p>
    </div>
  );
}
