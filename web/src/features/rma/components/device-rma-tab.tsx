// The device manage modal's RMA tab (spec 001 §7 RMA, §4, §6 permissions 27, 28, 33-35; issue 18):
// the device's returns, a request with a reason code, comments and a document, and the chosen RMA
// followed: its status history, documents, the moves the user may make (approve needs Approve RMA
// Request), and withdrawing a request. Failures show 'Error saving request' / 'Error deleting
// request' with the server's message or 'Unknown error' (spec 000 §8).
import { RmaStatus, rmaStatusLabel } from '@ullage/domain/billing/rma';
import type { RmaRequestBody, RmaStatusBody } from '@ullage/domain/billing/rma-api';
import { DEFAULT_DOCUMENT_MAX_BYTES, DOCUMENT_ACCEPT, documentTooLarge } from '@ullage/domain/collaboration/documents-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader } from '../../../components/loader';
import { saveFailureDetail, saveFailureMessage } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { downloadRmaDocument, useDeviceRmas, useRma, useRmaReasonCodes } from '../api/get-rma';
import { addRmaDocument, useMoveRma, useRequestRma, useWithdrawRma } from '../api/save-rma';
import './rma.css';

export interface DeviceRmaTabProps {
  deviceUid: number;
  /** The caller holds Request RMA (34). */
  canRequest: boolean;
  /** Called after every change (the app layer refreshes the device's lock). */
  onChanged: () => void;
  formatDateTime: (at: Date) => string;
}

interface Failure {
  title: string;
  message: string;
}

function FailureNote({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <p className="field-error" role="alert">
      <strong>{failure.title}</strong>: {failure.message}
    </p>
  );
}

export function DeviceRmaTab({ deviceUid, canRequest, onChanged, formatDateTime }: DeviceRmaTabProps) {
  const rmas = useDeviceRmas(deviceUid);
  const [chosen, setChosen] = useState<number | null>(null);
  const when = (t: string) => formatDateTime(parseCentralTimestamp(t) ?? new Date(0));
  if (!rmas.data) return rmas.isError ? <p className="field-error">The RMAs could not be loaded.</p> : <Loader />;
  const open = rmas.data.find((r) => r.status <= RmaStatus.Received);
  const shown = chosen ?? open?.id ?? null;
  return (
    <section className="rma-tab" aria-label="RMA">
      {rmas.data.length === 0 ? (
        <p className="rma-muted">This device has no RMAs.</p>
      ) : (
        <table className="rma-table" aria-label="RMA list">
          <thead>
            <tr>
              <th>RMA</th>
              <th>Serial Number</th>
              <th>Status</th>
              <th>Requested</th>
            </tr>
          </thead>
          <tbody>
            {rmas.data.map((r) => (
              <tr key={r.id} aria-selected={r.id === shown}>
                <td>
                  <button type="button" className="button button-ghost" onClick={() => setChosen(r.id)}>
                    RMA {r.id}
                  </button>
                </td>
                <td>{r.deviceSn}</td>
                <td>{rmaStatusLabel(r.status)}</td>
                <td>{when(r.apiCreateDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown !== null && <RmaDetailView key={shown} id={shown} onChanged={onChanged} when={when} />}
      {!open && canRequest && <RequestForm deviceUid={deviceUid} onChanged={onChanged} onCreated={setChosen} />}
    </section>
  );
}

function RequestForm({ deviceUid, onChanged, onCreated }: { deviceUid: number; onChanged: () => void; onCreated: (id: number) => void }) {
  const reasons = useRmaReasonCodes();
  const request = useRequestRma(onChanged);
  const reasonId = useId();
  const commentsId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [comments, setComments] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (file && file.size > DEFAULT_DOCUMENT_MAX_BYTES) {
      return setFailure({ title: SAVE_FAILURE_TITLES.saveRequest, message: documentTooLarge(DEFAULT_DOCUMENT_MAX_BYTES) });
    }
    setFailure(null);
    request.mutate(
      { deviceUid, body: { reasonCodeId: Number(reason) as RmaRequestBody['reasonCodeId'], comments } },
      {
        onSuccess: async (created) => {
          // The document goes with the new request; a refused file leaves the request standing.
          if (file) {
            try {
              await addRmaDocument({ id: created.id, file, comments: '' });
            } catch (error) {
              setFailure({ title: SAVE_FAILURE_TITLES.saveRequest, message: saveFailureDetail(error) });
            }
          }
          toast.success(`RMA ${created.id} requested`, { autoClose: 3000 });
          onCreated(created.id);
        },
        onError: (error) => setFailure({ title: SAVE_FAILURE_TITLES.saveRequest, message: saveFailureDetail(error) }),
      },
    );
  };
  return (
    <form className="rma-form" onSubmit={onSubmit} noValidate aria-label="Request an RMA">
      <h3>Request an RMA</h3>
      <div className="field">
        <label className="field-label" htmlFor={reasonId}>
          Reason Code
        </label>
        <select id={reasonId} className="input" value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">Select a reason</option>
          {(reasons.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={commentsId}>
          Comments
        </label>
        <textarea id={commentsId} className="input" rows={3} value={comments} onChange={(e) => setComments(e.target.value)} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={fileId}>
          Document (PDF, PNG, JPEG, GIF or WebP)
        </label>
        <input id={fileId} ref={fileInput} className="input" type="file" accept={DOCUMENT_ACCEPT} />
      </div>
      <FailureNote failure={failure} />
      <div className="rma-actions">
        <button type="submit" className="button button-primary" disabled={request.isPending}>
          Request RMA
        </button>
      </div>
    </form>
  );
}

function RmaDetailView({ id, onChanged, when }: { id: number; onChanged: () => void; when: (t: string) => string }) {
  const rma = useRma(id);
  const move = useMoveRma(onChanged);
  const withdraw = useWithdrawRma(onChanged);
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  if (!rma.data) return rma.isError ? <p className="field-error">The RMA could not be loaded.</p> : <Loader />;
  const r = rma.data;
  const moves = r.nextStatuses.filter((s) => s !== RmaStatus.Cancelled || r.status !== RmaStatus.Requested);
  return (
    <section aria-label={`RMA ${r.id}`}>
      <h3>
        RMA {r.id}: {rmaStatusLabel(r.status)}
      </h3>
      <p>
        {r.reason} · requested by {r.requestedByName} on {when(r.apiCreateDate)}
      </p>
      <p>{r.comments}</p>
      {r.internalComments !== null && r.internalComments !== '' && <p className="rma-muted">Internal: {r.internalComments}</p>}
      <table className="rma-table" aria-label="Status history">
        <thead>
          <tr>
            <th>Status</th>
            <th>By</th>
            <th>When</th>
            <th>Comment</th>
          </tr>
        </thead>
        <tbody>
          {r.history.map((h, i) => (
            <tr key={i}>
              <td>{rmaStatusLabel(h.status)}</td>
              <td>{h.userName}</td>
              <td>{when(h.createDate)}</td>
              <td>{h.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.documents.length > 0 && (
        <ul aria-label="RMA documents">
          {r.documents.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                className="button button-ghost"
                onClick={() => void downloadRmaDocument(d.id).catch((error: unknown) => toast.error(saveFailureMessage(error)))}
              >
                {d.fileName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {(moves.length > 0 || r.nextStatuses.includes(RmaStatus.Cancelled)) && (
        <div className="rma-actions">
          <div className="field">
            <label className="field-label" htmlFor={commentId}>
              Status comment
            </label>
            <input id={commentId} className="input" value={comment} onChange={(e) => setComment(e.target.value)} />
          </div>
          {moves.map((s) => (
            <button
              key={s}
              type="button"
              className="button"
              disabled={move.isPending}
              onClick={() =>
                move.mutate(
                  { id: r.id, body: { status: s as RmaStatusBody['status'], comment } },
                  {
                    onSuccess: () => {
                      setFailure(null);
                      setComment('');
                    },
                    onError: (error) => setFailure({ title: SAVE_FAILURE_TITLES.saveRequest, message: saveFailureDetail(error) }),
                  },
                )
              }
            >
              {s === RmaStatus.Approved ? 'Approve' : s === RmaStatus.Rejected ? 'Reject' : `Mark ${rmaStatusLabel(s)}`}
            </button>
          ))}
          {r.status === RmaStatus.Requested && r.nextStatuses.includes(RmaStatus.Cancelled) && (
            <button
              type="button"
              className="button button-ghost"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(r.id, {
                  onError: (error) => setFailure({ title: SAVE_FAILURE_TITLES.deleteRequest, message: saveFailureDetail(error) }),
                })
              }
            >
              Withdraw request
            </button>
          )}
        </div>
      )}
      <FailureNote failure={failure} />
    </section>
  );
}
