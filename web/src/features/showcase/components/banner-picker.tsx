import { useRef, useState, type CSSProperties } from 'react';
import { Button, ColorPicker } from 'antd';
import { mediaUrl } from '../../../components/media-image';
import { showApiError } from '../../../lib/api-client';
import { ACCEPTED_IMAGE_TYPES, useUploadBanner } from '../api/upload-banner';
import { readOwnBanners, rememberBanner, type OwnBanners } from '../banner-storage';
import type { SectionProps } from './setup-forms';

/** Colours offered first: warm neutrals, the brand's teal and a dark one; any other can be picked. */
const PRESETS = [
  { name: 'Linen', hex: '#f4efe6' },
  { name: 'Sand', hex: '#e8dcc8' },
  { name: 'Sage', hex: '#d9e7e1' },
  { name: 'Blush', hex: '#f3e1dc' },
  { name: 'Teal', hex: '#0f766e' },
  { name: 'Charcoal', hex: '#1f2a30' },
];

/**
 * The banner: a colour or an uploaded picture (PUT /showcase/banner). Every banner the person
 * used is remembered in this browser (spec 3) and offered again under "Your banners".
 */
export function BannerSection({ showcase, save }: SectionProps) {
  const userId = showcase.userId;
  const [own, setOwn] = useState<OwnBanners>(() => readOwnBanners(userId));
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBanner();
  const current = showcase.banner;

  const applyColor = async (color: string) => {
    setSaving(true);
    try {
      await save({ kind: 'banner', body: { color } });
      setOwn(rememberBanner(userId, { color }));
    } catch (failure) {
      showApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  const applyImage = async (image: { mediaId: number; userId: number; hash: string }) => {
    setSaving(true);
    try {
      await save({ kind: 'banner', body: { mediaId: image.mediaId } });
      setOwn(rememberBanner(userId, image));
    } catch (failure) {
      showApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (media) => void applyImage({ mediaId: media.id, userId: media.userId, hash: media.hash }),
      onError: showApiError,
    });
  };

  const isCurrentColor = (hex: string) => current.color?.toLowerCase() === hex.toLowerCase();
  const ownColors = own.colors.filter((hex) => !PRESETS.some((preset) => preset.hex === hex));
  return (
    <div className="sc-banner-picker" aria-busy={saving || upload.isPending}>
      <div
        className={`sc-banner-preview${current.image ? ' sc-banner-preview--image' : ''}`}
        style={(current.image ? { backgroundImage: `url(${mediaUrl(current.image, 'medium')})` } : { background: current.color ?? '#f4efe6' }) as CSSProperties}
        data-testid="banner-preview"
        role="img"
        aria-label={current.image ? 'Your banner: a picture' : `Your banner: the colour ${current.color}`}
      />
      <div className="sc-swatches" role="group" aria-label="Banner colours">
        {[...PRESETS, ...ownColors.map((hex) => ({ name: `Your colour ${hex}`, hex }))].map((swatch) => (
          <button
            key={swatch.hex}
            type="button"
            className={`sc-swatch${isCurrentColor(swatch.hex) ? ' is-on' : ''}`}
            style={{ background: swatch.hex }}
            aria-label={swatch.name}
            aria-pressed={isCurrentColor(swatch.hex)}
            title={swatch.name}
            disabled={saving}
            onClick={() => void applyColor(swatch.hex)}
          />
        ))}
        <ColorPicker disabledAlpha value={current.color ?? '#f4efe6'} showText={() => 'Other colour'} onChangeComplete={(color) => void applyColor(color.toHexString())} aria-label="Other banner colour" />
      </div>
      {own.images.length > 0 && (
        <div className="sc-own-images" role="group" aria-label="Your banners">
          <p className="sc-form__label">Your banners</p>
          <ul>
            {own.images.map((image) => (
              <li key={image.mediaId}>
                <button
                  type="button"
                  className={`sc-own-image${current.image?.mediaId === image.mediaId ? ' is-on' : ''}`}
                  style={{ backgroundImage: `url(${mediaUrl(image, 'thumb')})` }}
                  aria-label="Use this banner picture again"
                  aria-pressed={current.image?.mediaId === image.mediaId}
                  disabled={saving}
                  onClick={() => void applyImage(image)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        className="dl-visually-hidden"
        aria-label="Banner picture"
        tabIndex={-1}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} loading={upload.isPending || saving}>
        Upload a banner picture
      </Button>
    </div>
  );
}
