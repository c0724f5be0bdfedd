import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { authFlags, useAuthFlags } from '../auth-flags';

/** The style-quiz suggestion fired when the verification reminder closes (spec 4). */
export function StyleQuizSuggestion() {
  const navigate = useNavigate();
  const { styleQuizSuggestionOpen } = useAuthFlags();
  const close = () => authFlags.set({ styleQuizSuggestionOpen: false });
  return (
    <Modal
      open={styleQuizSuggestionOpen}
      centered
      width={440}
      title="Discover Your Style"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="later" onClick={close}>
          Maybe Later
        </Button>,
        <Button
          key="quiz"
          type="primary"
          onClick={() => {
            close();
            navigate(paths.styleQuiz);
          }}
        >
          Take the Style Quiz
        </Button>,
      ]}
    >
      <p>Not sure what your style is called? Our quick quiz finds it in a minute, and we will tailor the looks we show you.</p>
    </Modal>
  );
}
