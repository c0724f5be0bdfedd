import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { createQueryClient } from '../../../lib/query-client';
import { AddImageModal, PENDING_REVIEW_MESSAGE } from './add-image-modal';

function renderModal() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddImageModal open onClose={() => {}} />
    </QueryClientProvider>,
  );
}

/** The upload's XMLHttpRequest, answering the media record at once. */
class InstantUpload {
  status = 201;
  responseText = JSON.stringify({ result: { id: 41, userId: 3, type: 'inspirationImage', hash: 'f'.repeat(32) } });
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 } as ProgressEvent);
      this.onload?.();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));

describe('add image form', () => {
  it("shows the domain's messages: a picture and a title are required", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderModal();
    submit();
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a source that is not a web address, and a title over the limit', async () => {
    renderModal();
    fireEvent.change(screen.getByLabelText(/^Source link/), { target: { value: 'not a link' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(121) } });
    submit();
    expect(await screen.findByText(MESSAGES.badLink)).toBeTruthy();
    expect(await screen.findByText('Please use at most 120 characters')).toBeTruthy();
  });

  it('uploads the picture, sends the details and says the image is pending review', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    vi.stubGlobal('XMLHttpRequest', InstantUpload);
    const fetchMock = vi.fn(async () => Response.json({ result: { id: 9, slug: 'sunny-loft', title: 'Sunny loft', status: 'pending' } }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    renderModal();

    const file = new File([new Uint8Array(10)], 'loft.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [file] } });
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Sunny loft' } });
    fireEvent.change(screen.getByLabelText(/^Credit/), { target: { value: 'Jo Pine' } });
    submit();

    expect(await screen.findByText(PENDING_REVIEW_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/inspiration-image');
    expect(JSON.parse(String(init.body))).toEqual({ mediaId: 41, title: 'Sunny loft', type: 'room', styles: [], subStyles: [], credit: 'Jo Pine' });
  });
});
