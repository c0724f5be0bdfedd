import { useMemo } from 'react';
import { Alert, Button, Form, Input, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { showcaseVideoInput } from '@decorlook/domain/ambassadors/ambassador.rules';
import { MESSAGES } from '@decorlook/domain/shared/messages';
import { paths } from '../../../config/paths';
import { showApiError, toApiError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/forms/schema-rules';
import { useServerErrors } from '../../../lib/forms/use-server-errors';
import { toast } from '../../../lib/toast';
import { ownShowcaseQuery } from '../../../lib/queries/showcases';
import { useSendShowcaseVideo, type ShowcaseView } from '../api/ambassador-showcase-status';
import { AmbassadorFrame } from '../components/ambassador-frame';
import { LoadFailure } from '../components/list-view';
import { VIDEO_STATUS_LABELS } from '../components/video-status';

const FIELDS = ['videoUrl'] as const;
const STATUS_COLORS: Record<ShowcaseView['videoStatus'], string> = { none: 'default', pending: 'gold', active: 'success', inactive: 'error' };
const NONE: Record<string, string[]> = {};

/** /dashboard/ambassador-videos: the showcase's video, its review status, and sending a new one. */
export function AmbassadorVideosPage() {
  return (
    <AmbassadorFrame title="Showcase Video" lead="A short video brings your showcase to life. Every new video is reviewed before it shows on your page.">
      {(user) => <VideoPanel me={user.id} />}
    </AmbassadorFrame>
  );
}

function VideoPanel({ me }: { me: number }) {
  const query = useQuery(ownShowcaseQuery(me));
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError) {
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div className="dl-dashboard__empty">
        <p>Your showcase comes first: set it up, then add a video to it.</p>
        <Link className="dl-button-link" to={paths.dashboardAmbassadorShowcase}>
          Set up your showcase
        </Link>
      </div>
    );
  }
  return <VideoForm me={me} showcase={query.data} />;
}

function VideoForm({ me, showcase }: { me: number; showcase: ShowcaseView }) {
  const [form] = Form.useForm<{ videoUrl: string }>();
  const send = useSendShowcaseVideo(me);
  const failure = useMemo(() => (send.error ? toApiError(send.error) : null), [send.error]);
  const unshown = useServerErrors(form, failure?.errors ?? NONE, FIELDS);
  const submit = ({ videoUrl }: { videoUrl: string }) =>
    send.mutate(videoUrl, {
      onSuccess: () => {
        toast.success('Your video is sent for review');
        form.resetFields();
      },
    });
  const remove = () => send.mutate('', { onSuccess: () => toast.success('Your video is removed'), onError: showApiError });

  return (
    <div className="dash-amb-video">
      <section className="dash-amb-info" aria-label="Current video">
        <dl className="dash-amb-info__facts">
          <div>
            <dt>Current video</dt>
            <dd data-testid="current-video">
              {showcase.videoUrl ? (
                <a href={showcase.videoUrl} target="_blank" rel="noopener noreferrer nofollow">
                  {showcase.videoUrl}
                </a>
              ) : (
                'No video yet'
              )}
            </dd>
          </div>
          <div>
            <dt>Review status</dt>
            <dd>
              <Tag color={STATUS_COLORS[showcase.videoStatus]}>{VIDEO_STATUS_LABELS[showcase.videoStatus]}</Tag>
            </dd>
          </div>
        </dl>
        {showcase.videoUrl && (
          <Button danger onClick={remove} loading={send.isPending && send.variables === ''}>
            Remove video
          </Button>
        )}
      </section>
      <Form form={form} layout="vertical" name="showcase-video" requiredMark={false} onFinish={submit} className="dash-amb-video__form">
        {unshown.length > 0 && <Alert type="error" showIcon title={unshown.join(' ')} className="dash-amb-video__alert" />}
        {failure && Object.keys(failure.errors).length === 0 && <Alert type="error" showIcon title={failure.message} className="dash-amb-video__alert" />}
        <Form.Item
          name="videoUrl"
          label={showcase.videoUrl ? 'Send a new video' : 'Video address'}
          extra="A YouTube or Vimeo link, or any web address of your video."
          // Empty removes the video (the button above): here an address is needed.
          rules={[{ required: true, whitespace: true, message: MESSAGES.required }, schemaRule(showcaseVideoInput, 'videoUrl')]}
          validateTrigger="onBlur"
        >
          <Input placeholder="https://www.youtube.com/watch?v=..." inputMode="url" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending && send.variables !== ''}>
          Send for review
        </Button>
      </Form>
    </div>
  );
}
