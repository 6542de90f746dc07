// spec 000 §2: "All types also offer Copy UID (a dialog showing the uid to copy)".
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { copyText } from '../../../lib/clipboard';

export function CopyUidDialog({ label, uid, onClose }: { label: string; uid: number; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`UID of ${label}`}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
          <button type="button" className="button button-primary" onClick={async () => setCopied(await copyText(String(uid)))}>
            Copy
          </button>
        </>
      }
    >
      <label className="field">
        <span className="field-label">UID</span>
        <input className="input" readOnly value={uid} onFocus={(e) => e.target.select()} autoFocus />
      </label>
      <p role="status" className="dialog-status">
        {copied === true
          ? 'UID copied to clipboard'
          : copied === false
            ? 'Copying is blocked by this browser: select the UID and copy it by hand.'
            : ''}
      </p>
    </Modal>
  );
}
