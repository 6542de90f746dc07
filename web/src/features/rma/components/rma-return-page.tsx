// The RMA product return form (spec 000 §3 invitation type; issue 18, docs/decisions/089): signed
// out, opened from the link emailed when an RMA is approved. It shows the return (device, reason,
// status) and lets the customer confirm it with a document (packing slip, shipping label, photo);
// the RMA becomes Shipped and the link is spent. An unknown, used or expired link shows
// "Invalid request" (spec 000 §8).
import { useMutation, useQuery } from '@tanstack/react-query';
import { RmaStatus, rmaStatusLabel } from '@ullage/domain/billing/rma';
import { rmaReturnConfirmedSchema, rmaReturnFormSchema } from '@ullage/domain/billing/rma-api';
import { DOCUMENT_ACCEPT } from '@ullage/domain/collaboration/documents-api';
import { INVALID_REQUEST, SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader } from '../../../components/loader';
import { apiFetch } from '../../../lib/api-client';
import { saveFailureDetail } from '../../../lib/save-errors';
import './rma.css';

/** The request id from the link; it then leaves the address bar (it is the link's secret). */
function useRequestId(): string {
  const [requestId] = useState(() => {
    const url = new URL(window.location.href);
    const id = url.searchParams.get('requestId') ?? '';
    if (id) {
      url.searchParams.delete('requestId');
      window.history.replaceState({ ...window.history.state, requestId: id }, '', `${url.pathname}${url.search}`);
      return id;
    }
    return (window.history.state as { requestId?: string } | null)?.requestId ?? '';
  });
  return requestId;
}

export function RmaReturnPage() {
  const requestId = useRequestId();
  const form = useQuery({
    queryKey: ['rma-return', requestId],
    queryFn: ({ signal }) => apiFetch('Public/RmaReturn', { method: 'POST', body: { requestId }, signal, schema: rmaReturnFormSchema }),
    enabled: requestId !== '',
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: ({ file, comments }: { file: File; comments: string }) => {
      const body = new FormData();
      body.append('requestId', requestId);
      body.append('comments', comments);
      body.append('file', file, file.name);
      return apiFetch('Public/RmaReturn/Confirm', { method: 'POST', body, schema: rmaReturnConfirmedSchema });
    },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const commentsId = useId();
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem('File: is required');
    setProblem(null);
    confirm.mutate({ file, comments }, { onError: (error) => setProblem(saveFailureDetail(error)) });
  };
  if (requestId === '' || form.isError) {
    return (
      <main className="rma-return" aria-label="RMA product return form">
        <h1>{INVALID_REQUEST}</h1>
      </main>
    );
  }
  if (!form.data) return <Loader />;
  const f = form.data;
  return (
    <main className="rma-return" aria-label="RMA product return form">
      <h1>Return of device {f.deviceSn}</h1>
      <p>
        {f.companyName} · {f.deviceLabel} · {f.reason}
      </p>
      <p>{f.comments}</p>
      {confirm.data ? (
        <p role="status">Thank you: the return is confirmed ({rmaStatusLabel(confirm.data.status)}).</p>
      ) : f.status !== RmaStatus.Approved ? (
        <p role="status">This return is {rmaStatusLabel(f.status)}.</p>
      ) : (
        <form className="rma-form" onSubmit={onSubmit} noValidate aria-label="Confirm the return">
          <div className="field">
            <label className="field-label" htmlFor={fileId}>
              Shipping document (PDF, PNG, JPEG, GIF or WebP)
            </label>
            <input id={fileId} ref={fileInput} className="input" type="file" accept={DOCUMENT_ACCEPT} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={commentsId}>
              Comments
            </label>
            <textarea id={commentsId} className="input" rows={3} value={comments} onChange={(e) => setComments(e.target.value)} />
          </div>
          {problem && (
            <p className="field-error" role="alert">
              <strong>{SAVE_FAILURE_TITLES.saveRequest}</strong>: {problem}
            </p>
          )}
          <button type="submit" className="button button-primary" disabled={confirm.isPending}>
            Confirm the return
          </button>
        </form>
      )}
    </main>
  );
}
