// A modal for the login page's footer (Contact Us, Learn About, Data Privacy Policy). The link is
// plain; the dialog's code loads when it is first opened (docs/decisions/042-login-page-javascript.md).
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

const InfoDialogContent = lazy(async () => ({ default: (await import('./info-dialog-content')).InfoDialogContent }));

export interface InfoDialogProps {
  trigger: string;
  title: string;
  children: ReactNode;
}

export function InfoDialog({ trigger, title, children }: InfoDialogProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className="link-button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {trigger}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InfoDialogContent title={title} onClose={() => setOpen(false)} returnFocus={button}>
            {children}
          </InfoDialogContent>
        </Suspense>
      )}
    </>
  );
}
