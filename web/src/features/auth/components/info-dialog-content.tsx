// The footer modal itself (Radix Dialog), loaded when a footer link is first opened: the login
// page's first download carries no dialog code (docs/decisions/042-login-page-javascript.md).
import { Close, Content, Description, Overlay, Portal, Root, Title } from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface InfoDialogContentProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The footer link that opened it: focus goes back there on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

export function InfoDialogContent({ title, children, onClose, returnFocus }: InfoDialogContentProps) {
  return (
    <Root open onOpenChange={(open) => !open && onClose()}>
      <Portal>
        <Overlay className="dialog-overlay" />
        <Content
          className="dialog-content"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Title className="dialog-title">{title}</Title>
          <Description asChild>
            <div className="dialog-body">{children}</div>
          </Description>
          <Close asChild>
            <button type="button" className="button button-secondary dialog-close">
              Close
            </button>
          </Close>
        </Content>
      </Portal>
    </Root>
  );
}
