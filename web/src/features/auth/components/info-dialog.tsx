// A modal for the login page's footer (Contact Us, Learn About, Data Privacy Policy).
import { Close, Content, Description, Overlay, Portal, Root, Title, Trigger } from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface InfoDialogProps {
  trigger: string;
  title: string;
  children: ReactNode;
}

export function InfoDialog({ trigger, title, children }: InfoDialogProps) {
  return (
    <Root>
      <Trigger asChild>
        <button type="button" className="link-button">
          {trigger}
        </button>
      </Trigger>
      <Portal>
        <Overlay className="dialog-overlay" />
        <Content className="dialog-content">
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
