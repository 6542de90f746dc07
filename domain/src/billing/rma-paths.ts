// Route paths of the RMA screens, schema-free so the signed-in frame's first paint stays zod-free.
/** spec 000 §2 Help menu: Return Material Authorization. */
export const RMA_REPORT_PATH = '/report/rma';
/** The RMA product return form's signed-out page (spec 000 §3 invitation webviewPath; ours). */
export const RMA_RETURN_FORM_PATH = '/rma-return';
