// spec 000 §2 Help menu: Request Support /help/request-support. Signed in: a form whose request is
// emailed to the company's support contact with the user's context (who, which company and folder,
// the page they came from). Signed out (or for anyone): the technical support's phone, hours and
// email, the Contact Us values of the login page (spec 000 §2, domain/vendor.ts).
import { supportRequestBodySchema, type SupportRequestBody } from '@ullage/domain/api/support';
import { VENDOR } from '@ullage/domain/vendor';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert, TextAreaField, TextField } from '../../../components/form-fields';
import { zodResolver } from '../../../lib/form-resolver';
import { applySaveError } from '../../../lib/save-errors';
import { useSendSupportRequest } from '../api/send-support-request';
import './help.css';

export interface RequestSupportPageProps {
  /** Signed in: the form is offered. */
  signedIn: boolean;
  /** The page the user came from (part of the request's context). */
  fromPage?: string;
}

const SEND_FAILED = 'Error sending request';

function SupportForm({ fromPage }: { fromPage?: string }) {
  const send = useSendSupportRequest();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<SupportRequestBody>({
    resolver: zodResolver(supportRequestBodySchema),
    defaultValues: { subject: '', message: '', page: fromPage },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const result = await send.mutateAsync(body);
      setSentTo(result.sentTo);
      form.reset({ subject: '', message: '', page: fromPage });
    } catch (error) {
      const left = applySaveError(error, SEND_FAILED, form.setError, (f) => f === 'subject' || f === 'message');
      if (left.messages.length > 0) setFailure(left.messages);
    }
  });
  return (
    <FormProvider {...form}>
      <form className="help-form" onSubmit={submit} noValidate aria-label="Request support">
        <TextField name="subject" label="Subject" maxLength={150} />
        <TextAreaField name="message" label="Message" />
        <p className="help-muted">Your user name, your company and folder, and the page you came from are sent with your message.</p>
        <div>
          <button type="submit" className="button button-primary" disabled={send.isPending}>
            Send request
          </button>
        </div>
        {failure && <FormAlert title={SEND_FAILED} messages={failure} />}
        {sentTo && (
          <p role="status" className="help-sent">
            Your request was sent to {sentTo}.
          </p>
        )}
      </form>
    </FormProvider>
  );
}

export function RequestSupportPage({ signedIn, fromPage }: RequestSupportPageProps) {
  const s = VENDOR.support;
  return (
    <section className="help-page" aria-labelledby="request-support-title">
      <header>
        <div className="page-kicker">Help</div>
        <h1 id="request-support-title">Request Support</h1>
      </header>
      {signedIn ? (
        <SupportForm fromPage={fromPage} />
      ) : (
        <p className="help-muted">Sign in to send a request from here, with your account&apos;s details attached.</p>
      )}
      <section aria-labelledby="support-contact-title" className="help-contact">
        <h2 id="support-contact-title">Technical support</h2>
        <p>
          Phone {s.phone} ({s.hours}) · Email <a href={`mailto:${s.email}`}>{s.email}</a>
        </p>
      </section>
    </section>
  );
}
