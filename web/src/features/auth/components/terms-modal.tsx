import { Button, Modal } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import './auth.css';

/** Spec 2.2: `termsModal=true` opens the terms; the summary follows spec 1 "Terms content". */
export default function TermsModal({ onClose }: { onClose(): void }) {
  return (
    <Modal
      open
      centered
      title="Terms of Use"
      onCancel={onClose}
      zIndex={1100}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="dl-auth-terms">
        <p>By registering with DecorLook you agree to these terms. In short:</p>
        <ul>
          <li>You must be at least 13 years old to use DecorLook.</li>
          <li>Business accounts need our approval and are subject to fees.</li>
          <li>Images you add can be claimed as open or exclusive.</li>
          <li>Arbitration claims and our liability are capped at $100.</li>
          <li>These terms are governed by the laws of the State of California.</li>
        </ul>
        <p>
          Read the full{' '}
          <Link to={paths.terms} target="_blank" rel="noopener">
            Terms of Use
          </Link>
          .
        </p>
      </div>
    </Modal>
  );
}
