// spec 001 §3.8 custom part numbers (entity type PartNumber 24; docs/decisions/102): the paying
// account's own number for each part of its hardware and call-block price sheets, shown beside the
// provider's on the hardware sheet and on orders. Edited with Edit CallBlock Pricing (9) on the
// account that pays; a ship-to account shows its bill-to's.
import { HARDWARE_PARTS, type CallBlockPart, type CustomPartNumber } from '@ullage/domain/billing/billing-api';
import { SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { useState } from 'react';
import { ScrollBox } from '../../../components/scroll-box';
import { toastSaveFailure } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useSavePartNumbers } from '../api/save-billing';

export function PartNumbersEditor({
  accountUid,
  callBlockParts,
  saved,
  editable,
}: {
  accountUid: number;
  callBlockParts: CallBlockPart[];
  saved: CustomPartNumber[];
  editable: boolean;
}) {
  const save = useSavePartNumbers();
  const parts = [...HARDWARE_PARTS, ...callBlockParts].map((p) => ({ partNumber: p.partNumber, description: p.description }));
  const [own, setOwn] = useState<Record<string, string>>(() => Object.fromEntries(saved.map((p) => [p.partNumber, p.customerPartNumber])));
  return (
    <form
      aria-label="Part Numbers"
      onSubmit={(e) => {
        e.preventDefault();
        const partNumbers = parts
          .map((p) => ({ partNumber: p.partNumber, customerPartNumber: (own[p.partNumber] ?? '').trim() }))
          .filter((p) => p.customerPartNumber !== '');
        save.mutate(
          { accountUid, partNumbers },
          {
            onSuccess: () => toast.success('Part numbers saved', { autoClose: 3000 }),
            onError: (err) => toastSaveFailure(SAVE_FAILURE_TITLES.saveRequest, err),
          },
        );
      }}
    >
      <ScrollBox label="Part Numbers">
        <table className="bil-table" aria-label="Part Numbers">
          <thead>
            <tr>
              <th>Part Number</th>
              <th>Description</th>
              <th>Your Part Number</th>
            </tr>
          </thead>
          <tbody>
            {parts.map((p) => (
              <tr key={p.partNumber}>
                <td>{p.partNumber}</td>
                <td>{p.description}</td>
                <td>
                  {editable ? (
                    <input
                      className="input"
                      aria-label={`Your part number for ${p.partNumber}`}
                      maxLength={50}
                      value={own[p.partNumber] ?? ''}
                      onChange={(e) => setOwn((o) => ({ ...o, [p.partNumber]: e.target.value }))}
                    />
                  ) : (
                    (own[p.partNumber] ?? '')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {editable && (
        <div className="bil-actions">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            Save part numbers
          </button>
        </div>
      )}
    </form>
  );
}
