// The manage modal's Documents tab (spec 001 §3.3 Document, §7 Entity documents; ADR 082): the
// entity's files with their kind, size, who added them and when; download; and, with the permission
// that edits the entity, upload (PDF, PNG, JPEG, GIF or WebP, judged by the server from the bytes)
// and delete.
import {
  DEFAULT_DOCUMENT_MAX_BYTES,
  DOCUMENT_ACCEPT,
  DOCUMENT_COMMENTS_MAX,
  documentTooLarge,
  formatBytes,
} from '@ullage/domain/collaboration/documents-api';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader } from '../../../components/loader';
import { ScrollBox } from '../../../components/scroll-box';
import { saveFailureMessage } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { downloadDocument, useDeleteDocument, useDocuments, useUploadDocument } from '../api/documents';
import './collaboration.css';

export interface DocumentsTabProps {
  entityUid: number;
  /** The caller may edit the entity: upload and delete. */
  canEdit: boolean;
  formatDateTime: (at: Date) => string;
}

export function DocumentsTab({ entityUid, canEdit, formatDateTime }: DocumentsTabProps) {
  const documents = useDocuments(entityUid);
  const remove = useDeleteDocument();
  return (
    <section className="collab-tab" aria-label="Documents">
      {!documents.data ? (
        documents.isError ? (
          <p className="field-error">The documents could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : documents.data.length === 0 ? (
        <p className="collab-muted">No documents yet.</p>
      ) : (
        <ScrollBox label="Documents" className="collab-table-wrap">
          <table className="collab-table" aria-label="Document list">
            <thead>
              <tr>
                <th>File</th>
                <th>Size</th>
                <th>Added</th>
                <th>Comments</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.data.map((d) => (
                <tr key={d.id}>
                  <td>
                    <button
                      type="button"
                      className="button button-ghost collab-link"
                      aria-label={`Download ${d.fileName}`}
                      onClick={() => void downloadDocument(d.id).catch((error: unknown) => toast.error(saveFailureMessage(error)))}
                    >
                      {d.fileName}
                    </button>
                  </td>
                  <td>{formatBytes(d.size)}</td>
                  <td>
                    {formatDateTime(parseCentralTimestamp(d.createDate) ?? new Date(0))}
                    {d.createdByName && ` by ${d.createdByName}`}
                  </td>
                  <td>{d.comments}</td>
                  <td>
                    {canEdit && (
                      <button
                        type="button"
                        className="button button-ghost"
                        aria-label={`Delete ${d.fileName}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(d.id, {
                            onSuccess: () => toast.success(`${d.fileName} deleted`, { autoClose: 3000 }),
                            onError: (error) => toast.error(saveFailureMessage(error)),
                          })
                        }
                      >
                        Delete
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {canEdit && <Upload entityUid={entityUid} />}
    </section>
  );
}

function Upload({ entityUid }: { entityUid: number }) {
  const fileId = useId();
  const commentsId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocument();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem('File: is required');
    // The server's limit is DOCUMENT_MAX_MB; said here before sending when the default is exceeded.
    if (file.size > DEFAULT_DOCUMENT_MAX_BYTES) return setProblem(documentTooLarge(DEFAULT_DOCUMENT_MAX_BYTES));
    setProblem(null);
    upload.mutate(
      { entityUid, file, comments },
      {
        onSuccess: (d) => {
          toast.success(`${d.fileName} added`, { autoClose: 3000 });
          setComments('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setProblem(saveFailureMessage(error)),
      },
    );
  };
  return (
    <form className="collab-form" onSubmit={onSubmit} noValidate aria-label="Add a document">
      <div className="collab-form-row">
        <div className="field">
          <label className="field-label" htmlFor={fileId}>
            File (PDF, PNG, JPEG, GIF or WebP)
          </label>
          <input id={fileId} ref={fileInput} className="input" type="file" accept={DOCUMENT_ACCEPT} />
        </div>
        <div className="field collab-grow">
          <label className="field-label" htmlFor={commentsId}>
            Comments
          </label>
          <input
            id={commentsId}
            className="input"
            maxLength={DOCUMENT_COMMENTS_MAX}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary collab-end" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
