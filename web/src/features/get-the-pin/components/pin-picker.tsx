import { useMemo, useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { imageInput, TITLE_MAX } from '@decorlook/domain/catalog/catalog.rules';
import { MAX_UPLOAD_BYTES } from '@decorlook/domain/catalog/media';
import { ImageFields, NEW_IMAGE_FIELDS, newImageOf, type ImageFormValues } from '../../../components/image-fields';
import { paths, withAuthModal } from '../../../config/paths';
import { serverErrorsOf, useServerErrors } from '../../../lib/forms/use-server-errors';
import { useSession } from '../../../lib/session/use-session';
import { useAddImage } from '../../../lib/queries/images';
import { ACCEPTED_IMAGE_TYPES, useUploadPicture, type UploadedPicture } from '../api/upload-picture';
import { siteName, type PinRequest } from '../pinned-picture';
import '../../../components/forms.css';

export const PINNED_MESSAGE = 'Thank you! Your image is pending review.';

/**
 * The pin page once the bookmarklet has sent a page's pictures: choose one, save it from its own
 * address and upload it, then describe it and submit it for review, its source and credit filled
 * in from the page it came from. The member's browser carries the bytes: DecorLook's server never
 * fetches other sites, its pages may only call DecorLook (Content-Security-Policy connect-src
 * 'self'), and its opener policy cuts the link to the pinned tab, so no page can copy them.
 */
export function PinPicker({ request }: { request: PinRequest }) {
  const session = useSession();
  const location = useLocation();
  const [chosen, setChosen] = useState<string | null>(request.images.length === 1 ? request.images[0] : null);
  const [media, setMedia] = useState<UploadedPicture | null>(null);
  const [form] = Form.useForm<ImageFormValues>();
  const upload = useUploadPicture();
  const add = useAddImage();
  const site = siteName(request.source);
  const rest = useServerErrors(form, serverErrorsOf(add.error), NEW_IMAGE_FIELDS);
  const prepare = useMemo(() => (values: Record<string, unknown>) => newImageOf(media?.id ?? 0, values as ImageFormValues), [media]);

  const choose = (url: string) => {
    setChosen(url);
    setMedia(null);
    upload.reset();
  };
  const send = (picture: File) => upload.mutate({ picture, fileName: picture.name }, { onSuccess: setMedia });

  if (add.isSuccess) {
    return (
      <Result
        status="success"
        title={PINNED_MESSAGE}
        subTitle="Our editors review every image before it appears in the gallery. Until then it waits under My Images, marked “Pending review”."
        extra={[
          <Link key="mine" className="dl-button-link" to={paths.dashboardImages}>
            See My Images
          </Link>,
          <Button
            key="again"
            onClick={() => {
              add.reset();
              form.resetFields();
              setChosen(null);
              setMedia(null);
              upload.reset();
            }}
          >
            Pin another picture
          </Button>,
        ]}
      />
    );
  }

  return (
    <div className="dl-pin__picker">
      <section aria-labelledby="pin-choose">
        <h2 id="pin-choose" className="dl-pin__step-title">
          1. Choose a picture{site ? ` from ${site}` : ''}
        </h2>
        {request.source && (
          <p className="dl-pin__source">
            Pinned from{' '}
            <a href={request.source} target="_blank" rel="noreferrer">
              {request.title || request.source}
            </a>
          </p>
        )}
        <ul className="dl-pin__grid" aria-label="Pictures on the page">
          {request.images.map((url, index) => (
            <li key={url}>
              <button type="button" className={`dl-pin__choice${chosen === url ? ' is-chosen' : ''}`} aria-pressed={chosen === url} onClick={() => choose(url)}>
                <img src={url} alt={`Picture ${index + 1} of ${request.images.length}`} loading="lazy" referrerPolicy="no-referrer" />
              </button>
            </li>
          ))}
        </ul>
      </section>

      {chosen && (
        <section aria-labelledby="pin-add" className="dl-pin__add">
          <h2 id="pin-add" className="dl-pin__step-title">
            2. Add it to DecorLook
          </h2>
          {session.status === 'loading' ? (
            <div role="status" aria-label="Loading" className="dl-pin__wait">
              <span className="dl-spinner" />
            </div>
          ) : session.status === 'visitor' ? (
            <div className="dl-pin__signin">
              <p>Sign in to add this picture to your images. Your choice of pictures stays here.</p>
              <Link className="dl-button-link" to={{ pathname: location.pathname, search: withAuthModal(location.search, 'sign-in') }}>
                Sign in to pin
              </Link>
            </div>
          ) : media ? (
            <Form
              form={form}
              layout="vertical"
              requiredMark="optional"
              className="dl-pin__form"
              initialValues={{ type: 'room', styles: [], subStyles: [], title: request.title.slice(0, TITLE_MAX), credit: site, sourceUrl: request.source ?? '' }}
              onFinish={(values) => add.mutate(newImageOf(media.id, { ...form.getFieldsValue(true), ...values }))}
            >
              <p role="status" className="dl-pin__copied">
                Picture uploaded. Now describe it: a good title and its styles help members find it.
              </p>
              {rest.length > 0 && <Alert type="error" showIcon title={rest.join(' ')} />}
              {add.error && rest.length === 0 && Object.keys(serverErrorsOf(add.error)).length === 0 && <Alert type="error" showIcon title={add.error.message} />}
              <ImageFields schema={imageInput} prepare={prepare} />
              <Button type="primary" htmlType="submit" loading={add.isPending}>
                Submit for Review
              </Button>
            </Form>
          ) : (
            <div className="dl-pin__save">
              <img className="dl-pin__chosen" src={chosen} alt="The picture you chose" referrerPolicy="no-referrer" />
              <ol className="dl-pin__save-steps">
                <li>
                  <a href={chosen} target="_blank" rel="noreferrer">
                    Open the picture in a new tab
                  </a>{' '}
                  and save it to your computer (right-click it, or long-press it, then “Save image as…”).
                </li>
                <li>
                  <label htmlFor="pin-saved-file">Choose the saved picture:</label>{' '}
                  <input
                    id="pin-saved-file"
                    type="file"
                    accept={ACCEPTED_IMAGE_TYPES}
                    disabled={upload.isPending}
                    aria-describedby="pin-save-formats"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) send(file);
                      event.target.value = '';
                    }}
                  />
                  <p id="pin-save-formats" className="dl-pin__formats">
                    JPEG, PNG, WebP or AVIF, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB. It keeps its source{site ? ` (${site})` : ''}, filled in for you in the next step.
                  </p>
                </li>
              </ol>
              {upload.isPending && <p role="status">Uploading…</p>}
              {upload.error && (
                <p role="alert" className="dl-field-error">
                  {upload.error.message}
                </p>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
