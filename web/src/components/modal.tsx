// spec 000 §2 Modals ("Share 600x400; copy/move 900x400; manage 925x750") and the shell's modal
// dialog widget. Radix Dialog: focus trapped, Escape and the close button dismiss, the title names it.
import { Close, Content, Description, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import { MODAL_SIZES } from '@ullage/domain/constants';
import type { ReactNode } from 'react';
import './modal.css';

export type ModalSize = keyof typeof MODAL_SIZES | 'small';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by assistive technology; shown under the title. */
  description?: ReactNode;
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
}

/** Width and height are maxima: on a narrow screen the modal fills the width instead. */
export function Modal({ open, onOpenChange, title, description, size = 'small', children, footer }: ModalProps) {
  const box = size === 'small' ? { width: 440, height: undefined } : MODAL_SIZES[size];
  return (
    <Root open={open} onOpenChange={onOpenChange}>
      <Portal>
        <Overlay className="modal-overlay" />
        <Content
          className="modal"
          style={{
            width: `min(${box.width}px, calc(100vw - 24px))`,
            height: box.height ? `min(${box.height}px, calc(100vh - 24px))` : undefined,
          }}
          // Without a description Radix wants the attribute explicitly absent.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal-header">
            <Title className="modal-title">{title}</Title>
            <Close className="button button-ghost modal-close" aria-label="Close">
              ×
            </Close>
          </header>
          {description && <Description className="modal-description">{description}</Description>}
          <div className="modal-body">{children}</div>
          {footer && <footer className="modal-footer">{footer}</footer>}
        </Content>
      </Portal>
    </Root>
  );
}

/** The footer of a modal holding a form: Cancel closes it, the primary button submits the form. */
export function ModalFormActions({
  formId,
  onCancel,
  submitting,
  submitLabel = 'Save',
}: {
  formId: string;
  onCancel: () => void;
  submitting: boolean;
  submitLabel?: string;
}) {
  return (
    <>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} className="button button-primary" disabled={submitting}>
        {submitLabel}
      </button>
    </>
  );
}
