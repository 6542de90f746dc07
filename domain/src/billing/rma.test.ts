import { describe, expect, it } from 'vitest';
import { RMA_REASON_CODES, RmaReasonCode, rmaReasonCodeIdSchema, rmaReasonLabel } from './rma';

describe('RMA reason codes', () => {
  it('has the 31 codes of spec 001 §9 with unique ids and labels', () => {
    expect(RMA_REASON_CODES).toHaveLength(31);
    expect(new Set(RMA_REASON_CODES.map((r) => r.id)).size).toBe(31);
    expect(new Set(RMA_REASON_CODES.map((r) => r.label)).size).toBe(31);
  });

  it("includes the spec's examples", () => {
    const labels = RMA_REASON_CODES.map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['Customer Order Error', 'Faulty Goods', 'Battery Drain', 'Stuck Cover']));
    expect(rmaReasonLabel(RmaReasonCode.StuckCover)).toBe('Stuck Cover');
  });

  it('rejects an unknown code', () => {
    expect(rmaReasonCodeIdSchema.safeParse(32).success).toBe(false);
    expect(rmaReasonCodeIdSchema.safeParse(RmaReasonCode.Other).success).toBe(true);
  });
});
