// Login messages (spec 001 §3.3 HtmlMessage; User config loginMessageId; Folder state
// loginHtmlMessageId) and POST Folder/{uid}/State (docs/decisions/100-catalogue-rest.md): a company's
// messages, read in any folder of it, written with Edit Company (10) and the company folder in the
// caller's scope; a folder's state written with Edit Folder (12); the message a user sees at sign-in.
import type { FolderStateSave, HtmlMessage, HtmlMessageSave } from '@ullage/domain/collaboration/login-messages-api';
import { HTML_MESSAGES_MAX } from '@ullage/domain/collaboration/login-messages-api';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { LoginMessageRepository } from './login-message.repository';

/** A folder's company: the folder below the vendor's root on its path (the root is its own). */
const companyOf = (path: readonly number[], folderUid: number) => path[1] ?? folderUid;

export const OWN_FOLDER_DISABLED = 'Disable Code: you cannot disable the folder you sign in to';
export const MESSAGE_NOT_FOUND = "Login Message: is not one of this company's messages";
export const TOO_MANY_MESSAGES = `Login Messages: a company keeps at most ${HTML_MESSAGES_MAX}`;

export function createLoginMessageService(
  repo: LoginMessageRepository,
  scope: Scope,
  entities: Entities,
  billingNotices: (caller: Caller) => Promise<HtmlMessage[]>,
) {
  async function companyPath(folderUid: number): Promise<{ company: number; path: number[] }> {
    const path = await repo.folderPath(folderUid);
    if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return { company: companyOf(path, folderUid), path };
  }

  /** A message the caller may change: another company's answers 404, as if it did not exist. */
  async function writable(caller: Caller, id: number): Promise<HtmlMessage> {
    const m = await repo.get(id);
    if (!m) throw new NotFoundError(`Login message ${id} was not found.`);
    await scope.requireWrite(caller, m.folderUid, 'Login message', id);
    return m;
  }

  return {
    async list(caller: Caller, folderUid: number): Promise<HtmlMessage[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return repo.list((await companyPath(folderUid)).company);
    },

    async create(caller: Caller, folderUid: number, body: Required<HtmlMessageSave>): Promise<HtmlMessage> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const { company } = await companyPath(folderUid);
      await scope.requireWrite(caller, company, 'Folder', folderUid);
      const id = await entities.write(caller, async (w) => {
        if ((await repo.count(w.tx, company)) >= HTML_MESSAGES_MAX) throw new BadRequestError(TOO_MANY_MESSAGES);
        return repo.insert(w.tx, company, body);
      });
      return (await repo.get(id))!;
    },

    async update(caller: Caller, id: number, body: Required<HtmlMessageSave>): Promise<HtmlMessage> {
      await writable(caller, id);
      await entities.write(caller, (w) => repo.update(w.tx, id, body));
      return (await repo.get(id))!;
    },

    async delete(caller: Caller, id: number): Promise<void> {
      await writable(caller, id);
      await entities.write(caller, (w) => repo.delete(w.tx, id));
    },

    /** spec 001 §7 POST Folder/{uid}/State. Disabling signs out at once every user whose base folder
     * is this folder or below it (and stops its API clients): the caller's own base folder cannot be. */
    async saveState(caller: Caller, folderUid: number, body: Required<FolderStateSave>) {
      await scope.requireWrite(caller, folderUid, 'Folder');
      if (body.disableCode !== null && folderUid === caller.baseFolderUid) {
        throw new BadRequestError(OWN_FOLDER_DISABLED, { disableCode: [OWN_FOLDER_DISABLED] });
      }
      if (body.loginHtmlMessageId !== null) {
        const m = await repo.get(body.loginHtmlMessageId);
        const { company } = await companyPath(folderUid);
        if (!m || m.folderUid !== company) throw new BadRequestError(MESSAGE_NOT_FOUND, { loginHtmlMessageId: [MESSAGE_NOT_FOUND] });
      }
      await entities.write(caller, (w) => repo.saveState(w.tx, folderUid, body));
      return { disableCode: body.disableCode, loginHtmlMessageId: body.loginHtmlMessageId };
    },

    async forCaller(caller: Caller): Promise<{ message: HtmlMessage | null; notices: HtmlMessage[] }> {
      const [message, notices] = await Promise.all([repo.forUser(caller.userUid), billingNotices(caller)]);
      return { message, notices };
    },
  };
}
export type LoginMessageService = ReturnType<typeof createLoginMessageService>;
